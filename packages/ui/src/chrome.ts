// The site's frame: navbar, dropdowns, drawer, footer, bars and toggles.
export { AnnouncementBar, ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_STORAGE_KEY, announcementBarScript } from './AnnouncementBar';
export type { AnnouncementBarProps } from './AnnouncementBar';
export {
  BaseUrlBanner,
  BASE_URL_BANNER_ID,
  DEFAULT_BASE_URL_BANNER_TEXTS,
  SITE_BUNDLE_LOADED_FLAG,
  baseUrlBannerScript,
  markSiteBundleLoaded,
  suggestBaseUrl,
} from './BaseUrlBanner';
export type { BaseUrlBannerProps, BaseUrlBannerScriptOptions, BaseUrlBannerTexts } from './BaseUrlBanner';
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export {
  COLOR_MODE_STORAGE_KEY,
  ColorModeProvider,
  ColorModeProviderMissingError,
  ColorModeToggle,
  PREFERS_DARK_QUERY,
  colorModeScript,
  useColorMode,
} from './ColorMode';
export type {
  ColorMode,
  ColorModeChoice,
  ColorModeContextValue,
  ColorModeOptions,
  ColorModeProviderProps,
  ColorModeToggleProps,
} from './ColorMode';
export { COOKIE_CONSENT_ACCEPTED, COOKIE_CONSENT_STORAGE_KEY, CookieBanner } from './CookieBanner';
export type { CookieBannerProps } from './CookieBanner';
export { DRAWER_CLOSE_DURATION_MS, Drawer, useDrawer } from './Drawer';
export type { DrawerCloseProps, DrawerContentProps, DrawerRootProps, DrawerTitleProps, DrawerTriggerProps } from './Drawer';
export { ErrorPage, errorChainMessage } from './ErrorPage';
export type { ErrorPageProps } from './ErrorPage';
export { Footer } from './Footer';
export type { FooterProps, FooterColumn, FooterLinkItem } from './Footer';
export { ICON_NAMES, Icon } from './Icon';
export type { IconName, IconProps } from './Icon';
export { DefaultLink, isActivePath, isExternalHref } from './Link';
export type { LinkComponent, LinkComponentProps } from './Link';
export { Logo, LogoMark } from './Logo';
export type { LogoProps } from './Logo';
export { CLOSE_DELAY_MS, MegaDropdown, OPEN_DELAY_MS, useDropdownHoverIntent } from './MegaDropdown';
export type {
  DropdownHoverIntent,
  DropdownHoverIntentOptions,
  MegaDropdownEntry,
  MegaDropdownFooterLink,
  MegaDropdownProps,
} from './MegaDropdown';
export { DESKTOP_MEDIA_QUERY, DESKTOP_MIN_WIDTH_PX, Navbar, useBreakpoint } from './Navbar';
export type {
  Breakpoint,
  NavbarButtonItem,
  NavbarColorModeItem,
  NavbarDropdownItem,
  NavbarItem,
  NavbarLinkItem,
  NavbarProps,
  NavbarSearchItem,
} from './Navbar';
export { NavbarMobileSidebar } from './NavbarMobileSidebar';
export type { NavbarMobileSidebarProps } from './NavbarMobileSidebar';
export { NotFound } from './NotFound';
export type { NotFoundProps } from './NotFound';
export {
  FINISH_DURATION_MS,
  ProgressBar,
  START_DELAY_MS,
  TRICKLE_INTERVAL_MS,
  createProgressController,
  useProgressController,
} from './ProgressBar';
export type { ProgressBarProps, ProgressController, ProgressControllerOptions, ProgressState, ProgressStatus } from './ProgressBar';
export { RouteLoadError, errorMessage } from './RouteLoadError';
export type { RouteLoadErrorProps } from './RouteLoadError';
export { RouteLoading, SPINNER_DELAY_MS } from './RouteLoading';
export type { RouteLoadingProps } from './RouteLoading';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { SkipToContent } from './SkipToContent';
export type { SkipToContentProps } from './SkipToContent';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
