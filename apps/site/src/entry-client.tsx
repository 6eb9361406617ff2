import { hydrateRoot } from 'react-dom/client';
import '@freightlane/ui/styles.css';
import layoutJson from '@gen/site.json';
import { App } from './App';
import type { LayoutData, PageData } from './data';
import { pageModule } from './pages/registry';

const layout = layoutJson as unknown as LayoutData;

async function hydrate() {
  const script = document.getElementById('__PAGE_DATA__');
  const page = JSON.parse(script?.textContent ?? 'null') as PageData;
  const { default: Component } = await pageModule(page.kind).load();
  hydrateRoot(document.getElementById('root')!, <App layout={layout} initial={{ page, Component }} />);
}

void hydrate();
