// What the package's own site needs beyond the public API: the components'
// timings, storage keys (and the functions that name them), DOM markers and
// limits, and the inline scripts that run before the first paint. They change
// with the components, in any release: no semver promise covers this entry.
export { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_STORAGE_KEY, announcementBarScript } from './AnnouncementBar';
export { BASE_URL_BANNER_ID, SITE_BUNDLE_LOADED_FLAG, baseUrlBannerScript } from './BaseUrlBanner';
export type { BaseUrlBannerScriptOptions } from './BaseUrlBanner';
export { COLOR_MODE_STORAGE_KEY, PREFERS_DARK_QUERY, colorModeScript } from './ColorMode';
export { COOKIE_CONSENT_ACCEPTED, COOKIE_CONSENT_STORAGE_KEY } from './CookieBanner';
export { COPY_PAGE_RESULT_MS } from './CopyPageMenu';
export { DOC_SIDEBAR_STORAGE_KEY } from './DocSidebar';
export { DRAWER_CLOSE_DURATION_MS } from './Drawer';
export { COPIED_DURATION_MS } from './Markdown';
export { CLOSE_DELAY_MS, OPEN_DELAY_MS } from './MegaDropdown';
export { DESKTOP_MEDIA_QUERY, DESKTOP_MIN_WIDTH_PX } from './Navbar';
export { PAGE_FEEDBACK_ANCHORS, PAGE_FEEDBACK_MAX_COMMENT } from './PageFeedback';
export { FINISH_DURATION_MS, START_DELAY_MS, TRICKLE_INTERVAL_MS } from './ProgressBar';
export { SPINNER_DELAY_MS } from './RouteLoading';
export { SEARCH_INTENT_KEY, searchIntentScript } from './SearchButton';
export { ASK_AI_QUESTION_MAX_LENGTH, SEARCH_QUERY_MAX_LENGTH, SEARCH_SPINNER_DELAY_MS } from './SearchModal/texts';
export { favoriteSearchesKey, recentSearchesKey } from './SearchModal/useStoredSearches';
