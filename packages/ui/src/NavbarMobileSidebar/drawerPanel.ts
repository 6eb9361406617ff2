import { lazyModule } from '../hooks/lazyModule';

/**
 * The mobile drawer's panel (NavbarMobileSidebarPanel.tsx), a chunk of its
 * own: the hamburger is in every page's first load, but what the drawer shows
 * exists only once it is opened, below 997 px. The page loads it when the
 * browser is idle, or at once when the hamburger is pressed first.
 */
export const drawerPanel = lazyModule(() => import('./NavbarMobileSidebarPanel'));
