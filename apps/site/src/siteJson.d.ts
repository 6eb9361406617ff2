/**
 * The type of build/gen/site.json, which tsconfig's paths map `@gen/site.json`
 * to here: sitegen writes the file from pagedata.Layout, whose TypeScript is
 * LayoutData (pageData.gen.ts). Vite still imports the file itself.
 */
import type { LayoutData } from './pageData.gen';

declare const layout: LayoutData;
export default layout;
