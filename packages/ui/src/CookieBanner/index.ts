export { COOKIE_CONSENT_ACCEPTED, COOKIE_CONSENT_STORAGE_KEY, CookieBanner } from './CookieBanner';
export type { CookieBannerProps } from './CookieBanner';
