import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { devContent } from './vite-plugin-dev-content.ts';
import { fontSubset } from './vite-plugin-font-subset.ts';
import { inlineFavicon } from './vite-plugin-inline-favicon.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// @freightlane/ui's exports point at its built dist/ (as published); inside
// the workspace this condition resolves it to its sources: no build step.
const uiSource = '@freightlane/source';

const genDir = process.env.FL_GEN_DIR ?? path.join(root, 'build/gen');
const contentDir = process.env.FL_CONTENT_DIR ? path.resolve(root, process.env.FL_CONTENT_DIR) : path.join(root, 'content');

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    devContent({ genDir, contentDir }),
    fontSubset({ cacheDir: path.join(root, 'node_modules/.cache/font-subset') }),
    inlineFavicon({ file: path.join(root, 'apps/site/public/favicon.svg') }),
  ],
  resolve: {
    conditions: [uiSource, ...defaultClientConditions],
    alias: {
      // The content pipeline's output: site config, navbar and footer.
      '@gen': genDir,
    },
  },
  ssr: {
    resolve: { conditions: [uiSource, ...defaultServerConditions] },
    // The prerender runs the SSR bundle from build/ssr, outside any package's
    // node_modules: bundle the dependencies into it.
    noExternal: true,
  },
  // Vite leaves process.env.NODE_ENV alone in an SSR bundle, so the bundled
  // React would pick its development build at run time: about three times
  // slower to prerender with, for the same HTML.
  define: command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  // CSS modules through Lightning CSS (Rust), not PostCSS: both bundles
  // compile every module of the app and the UI package, and PostCSS's
  // modules plugins were the largest JavaScript cost of the bundles stage
  // (about 40 % of its main thread). Class names keep the local name.
  css: {
    transformer: 'lightningcss',
    lightningcss: { cssModules: { pattern: '_[local]_[hash]' } },
  },
  build: {
    manifest: true,
    assetsInlineLimit: 0,
  },
  test: {
    environment: 'jsdom',
    // Files share one jsdom per worker (vitest.setup.ts cleans up after each
    // test): a fresh jsdom per file cost more than the tests themselves.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // `mage test` runs these beside the story pictures and the UI suites on
    // two cores, where a form test that takes a second alone has taken over
    // five: the timeout is to catch a hang, not to time the test.
    testTimeout: 30_000,
  },
}));
