// The benchmark's peer: a stock Docusaurus site with Docusaurus Faster
// (Rspack, SWC, Lightning CSS) and the v4 future flags, building the Markdown
// of the synthetic corpus named by FL_PEER_DOCS in place.
const docs = process.env.FL_PEER_DOCS;
if (!docs) throw new Error('FL_PEER_DOCS must name the corpus docs folder to build');

export default {
  title: 'Freightlane',
  url: 'https://freightlane.example',
  baseUrl: '/',
  future: { v4: true, faster: true },
  presets: [
    [
      'classic',
      {
        docs: { path: docs, routeBasePath: 'docs', sidebarPath: './sidebars.js' },
        blog: false,
        theme: {},
      },
    ],
  ],
};
