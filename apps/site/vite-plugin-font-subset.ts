import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * Inter as the site ships it: the variable latin face of
 * @fontsource-variable/inter (every character it has) with its weight axis
 * cut to the weights the design tokens use (--fl-font-weight-*, 400 to 700)
 * and only the OpenType features the CSS asks for: kerning, and tabular
 * figures (font-variant-numeric: tabular-nums). Stylistic sets, case forms and
 * the thin and black masters are what make the whole face 48 kB; the subset
 * is 22 kB, and it is the last file the largest text waits for on a slow link.
 */
export const INTER_SUBSET = {
  source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: { min: 400, max: 700 },
  features: ['kern', 'tnum'],
} as const;

/** The specifier fonts.css names the subset by. */
export const SUBSET_SPECIFIER = '@font-subset/inter.woff2';

const require = createRequire(import.meta.url);

/**
 * Makes the subset, or finds it made: in `cacheDir`, under a key of the
 * source font's bytes, the subset's settings and subset-font's version, so
 * a new Inter, new settings or a new subsetter make a new file and an
 * unchanged one costs a read of the source (subsetting takes 1-3 s).
 */
export async function interSubsetFile(cacheDir: string): Promise<string> {
  const source = await readFile(require.resolve(INTER_SUBSET.source));
  const subsetter = require('subset-font/package.json') as { version: string };
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ ...INTER_SUBSET, subsetter: subsetter.version }))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(cacheDir, key, path.basename(SUBSET_SPECIFIER));
  try {
    await readFile(file);
    return file;
  } catch {
    // Not made yet: make it below.
  }
  const subset = await subsetFont(source, await characters(source), {
    targetFormat: 'woff2',
    keepFeatures: [...INTER_SUBSET.features],
    variationAxes: { wght: { ...INTER_SUBSET.weight } },
  });
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a build beside this one never reads half a font.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, subset);
  await rename(partial, file);
  return file;
}

/** Every character a font has, as a string (subsetting keeps the glyphs of the characters it is given). */
export async function characters(font: Buffer): Promise<string> {
  return String.fromCodePoint(...(await openFace(font)).collectUnicodes());
}

/** A font (woff2 or not) as HarfBuzz reads it: an uncompressed face. */
export async function openFace(font: Buffer): Promise<Face> {
  const sfnt = await subsetFont(font, null, { keepAllGlyphs: true, targetFormat: 'sfnt' });
  return new Face(new Blob(sfnt));
}

/** Resolves {@link SUBSET_SPECIFIER} (in fonts.css) to the subset, made in `cacheDir` when needed. */
export function fontSubset({ cacheDir }: { cacheDir: string }): Plugin {
  return {
    name: 'freightlane:font-subset',
    async config() {
      const file = await interSubsetFile(cacheDir);
      return { resolve: { alias: [{ find: SUBSET_SPECIFIER, replacement: file }] } };
    },
  };
}
