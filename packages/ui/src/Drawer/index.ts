export { DRAWER_CLOSE_DURATION_MS, Drawer, useDrawer } from './Drawer';
export type { DrawerCloseProps, DrawerContentProps, DrawerRootProps, DrawerTitleProps, DrawerTriggerProps } from './Drawer';
