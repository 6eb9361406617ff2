import { markSiteBundleLoaded } from '@freightlane/ui';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@freightlane/ui/styles.css';
import layoutJson from '@gen/site.json';
import { App, loadPage } from './App';
import type { LayoutData, PageData } from './data';
import { pageModule } from './pages/registry';

const layout = layoutJson as unknown as LayoutData;

// First: the base-URL banner's check sees that the bundle did load.
markSiteBundleLoaded();

async function start() {
  const root = document.getElementById('root')!;
  const script = document.getElementById('__PAGE_DATA__');
  if (!script) {
    // The dev server serves no prerendered HTML: load the page and render it.
    const { watchContent } = await import('./dev');
    watchContent();
    const initial = await loadPage(layout.site.baseUrl, window.location.pathname);
    createRoot(root).render(<App layout={layout} initial={initial} />);
    return;
  }
  const page = JSON.parse(script.textContent ?? 'null') as PageData;
  const { default: Component } = await pageModule(page.kind).load();
  hydrateRoot(root, <App layout={layout} initial={{ page, Component }} />);
}

void start();
