import type { LayoutData } from '../data';

/** A site with no navbar items and no footer columns, for tests of what a page renders inside the layout. */
export const minimalLayout: LayoutData = {
  site: {
    title: 'Example Freight',
    tagline: 'Freight software.',
    url: 'https://www.example.test',
    baseUrl: '/',
    version: '1.0.0',
    copyrightYear: 2025,
  },
  navbar: { items: [] },
  footer: { columns: [] },
};
