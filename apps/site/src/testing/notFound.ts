import type { KindPage } from '../data';

/** The not-found page's data as sitegen writes it from content/not-found.yaml, at the path it answered. */
export function notFoundPage(path: string): KindPage<'notFound'> {
  return {
    path,
    kind: 'notFound',
    title: 'Page Not Found',
    description: 'We could not find what you were looking for.',
    data: {
      title: 'Page Not Found',
      description: 'We could not find what you were looking for.',
      heading: 'Page not found',
      message: 'There is no page at this address. It may have moved when the docs were reorganised, or the link may have a typo.',
      hint: 'Search for what you came for, or start again from one of the main sections.',
      search: { label: 'Search the docs and the site', placeholder: 'e.g. bill of lading', button: 'Search' },
      sectionsTitle: 'Main sections',
    },
  };
}
