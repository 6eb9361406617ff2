// The drawer's parts in one place: Drawer.Root / Trigger / Content / Title / Close.
import { DrawerClose, DrawerContent, DrawerTitle } from './DrawerContent';
import { DrawerRoot, DrawerTrigger } from './DrawerRoot';

export { DRAWER_CLOSE_DURATION_MS } from './DrawerContent';
export type { DrawerCloseProps, DrawerContentProps, DrawerTitleProps } from './DrawerContent';
export { useDrawer } from './DrawerRoot';
export type { DrawerRootProps, DrawerTriggerProps } from './DrawerRoot';

/** A modal panel that slides in from an edge: Drawer.Root / Trigger / Content / Title / Close. */
export const Drawer = { Root: DrawerRoot, Trigger: DrawerTrigger, Content: DrawerContent, Title: DrawerTitle, Close: DrawerClose };
