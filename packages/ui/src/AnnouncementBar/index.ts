export { AnnouncementBar } from './AnnouncementBar';
export type { AnnouncementBarProps } from './AnnouncementBar';
export { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_STORAGE_KEY, announcementBarScript } from './announcementBarScript';
