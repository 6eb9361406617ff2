// The site's client router: links and the router context (links.tsx), the
// navigation state machine (useNavigation.ts), scroll restoration and focus
// after a navigation (scroll.ts), the one reload of a route that failed to
// load (reload.ts), and Back closing an open overlay (backCloses.ts).
export * from './links';
export { useBackCloses } from './backCloses';
export {
  documentTitle,
  loadPage,
  ROUTER_READY_ATTRIBUTE,
  useNavigation,
  type LoadedPage,
  type PageLoader,
  type RouteView,
  type UnloadedRoute,
} from './useNavigation';
