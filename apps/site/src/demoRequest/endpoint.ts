import type { SiteConfig } from '../data';

/** Where the form posts when the site config names no endpoint. */
export const DEFAULT_DEMO_REQUEST_ENDPOINT = '/api/demo-requests';

/** The demo request endpoint: `demoRequest.endpoint` in content/site.yaml (another host on static hosting), else the site's own server. */
export function demoRequestEndpoint(site: SiteConfig) {
  return site.demoRequest?.endpoint || DEFAULT_DEMO_REQUEST_ENDPOINT;
}
