// Builds the site's client and SSR bundles in one process, side by side.
// Usage: node scripts/bundles.mjs <client folder> <ssr folder>
import { build } from 'vite';

const [client, ssr] = process.argv.slice(2);
if (!ssr) {
  console.error('usage: node scripts/bundles.mjs <client folder> <ssr folder>');
  process.exit(2);
}
const common = { configFile: 'vite.config.ts', logLevel: 'warn' };
try {
  await Promise.all([
    build({ ...common, build: { outDir: client, emptyOutDir: true } }),
    build({ ...common, build: { ssr: 'src/entry-server.tsx', outDir: ssr, emptyOutDir: true } }),
  ]);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
