import type { LayoutData } from './data';

/** The endpoint the docs insights go to, or undefined when site.yaml leaves them off. */
export function insightsEndpoint(layout: LayoutData): string | undefined {
  const config = layout.site.insights;
  return config?.enabled ? (config.endpoint ?? '/api/insights') : undefined;
}

/** Sends one event to the server (schemas/insights-event.schema.json); keepalive, so it outlives a navigation. */
export async function sendInsight(endpoint: string, event: object): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
      keepalive: true,
      credentials: 'omit',
    });
    return response.ok;
  } catch {
    return false;
  }
}
