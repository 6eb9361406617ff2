import { renderToString } from 'react-dom/server';
import layoutJson from '@gen/site.json';
import { App } from './App';
import type { LayoutData, PageData } from './data';
import { headTags } from './head';
import { pageModule } from './pages/registry';

const layout = layoutJson as unknown as LayoutData;

/** Renders one page to HTML for the prerender, with its head tags and the source file of its page chunk. */
export async function render(page: PageData) {
  const module = pageModule(page.kind);
  const { default: Component } = await module.load();
  const html = renderToString(<App layout={layout} initial={{ page, Component }} />);
  return { html, head: headTags(page, layout), moduleFile: module.file };
}
