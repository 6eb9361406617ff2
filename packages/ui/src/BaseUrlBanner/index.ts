export { BaseUrlBanner } from './BaseUrlBanner';
export type { BaseUrlBannerProps } from './BaseUrlBanner';
export {
  BASE_URL_BANNER_ID,
  DEFAULT_BASE_URL_BANNER_TEXTS,
  SITE_BUNDLE_LOADED_FLAG,
  baseUrlBannerScript,
  markSiteBundleLoaded,
  suggestBaseUrl,
} from './baseUrlBannerScript';
export type { BaseUrlBannerScriptOptions, BaseUrlBannerTexts } from './baseUrlBannerScript';
