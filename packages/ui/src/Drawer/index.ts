export { Drawer, useDrawer } from './Drawer';
export type { DrawerCloseProps, DrawerContentProps, DrawerRootProps, DrawerTitleProps, DrawerTriggerProps } from './Drawer';
export { useModalEnvironment } from './useModalEnvironment';
