// The site's frame: navbar, dropdowns, drawer, footer, bars and toggles.
export { AnnouncementBar } from './AnnouncementBar';
export type { AnnouncementBarProps } from './AnnouncementBar';
export { BaseUrlBanner, DEFAULT_BASE_URL_BANNER_TEXTS, markSiteBundleLoaded } from './BaseUrlBanner';
export type { BaseUrlBannerProps, BaseUrlBannerTexts } from './BaseUrlBanner';
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { ColorModeProvider, ColorModeProviderMissingError, ColorModeToggle, useColorMode } from './ColorMode';
export type {
  ColorMode,
  ColorModeChoice,
  ColorModeContextValue,
  ColorModeOptions,
  ColorModeProviderProps,
  ColorModeToggleProps,
} from './ColorMode';
export { CookieBanner } from './CookieBanner';
export type { CookieBannerProps } from './CookieBanner';
export { Drawer, useDrawer } from './Drawer';
export type { DrawerCloseProps, DrawerContentProps, DrawerRootProps, DrawerTitleProps, DrawerTriggerProps } from './Drawer';
export { ErrorPage } from './ErrorPage';
export type { ErrorPageProps } from './ErrorPage';
export { Footer } from './Footer';
export type { FooterProps, FooterColumn, FooterLinkItem } from './Footer';
export { ICON_NAMES, Icon } from './Icon';
export type { IconName, IconProps } from './Icon';
export { DefaultLink } from './Link';
export type { LinkComponent, LinkComponentProps } from './Link';
export { Logo, LogoMark } from './Logo';
export type { LogoProps } from './Logo';
export { MegaDropdown, MegaDropdownGroup, useDropdownHoverIntent } from './MegaDropdown';
export type {
  DropdownHoverIntent,
  DropdownHoverIntentOptions,
  MegaDropdownEntry,
  MegaDropdownFooterLink,
  MegaDropdownGroupProps,
  MegaDropdownProps,
} from './MegaDropdown';
export { Navbar, useBreakpoint } from './Navbar';
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
export { ProgressBar, createProgressController, useProgressController } from './ProgressBar';
export type { ProgressBarProps, ProgressController, ProgressControllerOptions, ProgressState, ProgressStatus } from './ProgressBar';
export { RouteLoadError } from './RouteLoadError';
export type { RouteLoadErrorProps } from './RouteLoadError';
export { RouteLoading } from './RouteLoading';
export type { RouteLoadingProps } from './RouteLoading';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { SkipToContent } from './SkipToContent';
export type { SkipToContentProps } from './SkipToContent';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { StorageProvider, memoryStorage, useStorage } from './Storage';
export type { KeyValueStorage, SiteStorage, StorageProviderProps, StorageSlot } from './Storage';
