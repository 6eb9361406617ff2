// @vitest-environment node
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { characters, INTER_SUBSET, interSubsetFile, openFace, SUBSET_SPECIFIER } from '../vite-plugin-font-subset';

const require = createRequire(import.meta.url);
const here = path.dirname(new URL(import.meta.url).pathname);

describe('the Inter subset the site ships', () => {
  let source: Buffer;
  let subset: Buffer;
  let file: string;

  beforeAll(async () => {
    source = await readFile(require.resolve(INTER_SUBSET.source));
    file = await interSubsetFile(await mkdtemp(path.join(os.tmpdir(), 'fl-font-subset-')));
    subset = await readFile(file);
  }, 30_000);

  it('keeps every character of the latin face', async () => {
    expect(await characters(subset)).toBe(await characters(source));
  });

  it('keeps the weight axis from 400 to 700 only, and only kerning and tabular figures', async () => {
    const face = await openFace(subset);
    expect(face.getAxisInfos().wght).toMatchObject({ min: 400, max: 700 });
    const features = new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]);
    expect([...features].sort()).toEqual(['kern', 'tnum']);
  });

  it('is less than half the whole face', () => {
    expect(subset.length).toBeLessThan(source.length / 2);
  });

  it('is made once: a second build finds it in the cache', async () => {
    const made = await stat(file);
    expect(await interSubsetFile(path.dirname(path.dirname(file)))).toBe(file);
    expect((await stat(file)).mtimeMs).toBe(made.mtimeMs);
  });

  it('is what fonts.css names, with the weights the subset keeps, and every design-token weight is inside them', async () => {
    const css = await readFile(path.join(here, 'fonts.css'), 'utf8');
    const inter = css.match(/@font-face\s*{[^}]*font-family:\s*'Inter';[^}]*}/)?.[0] ?? '';
    expect(inter).toContain(`url('${SUBSET_SPECIFIER}')`);
    expect(inter).toContain(`font-weight: ${INTER_SUBSET.weight.min} ${INTER_SUBSET.weight.max};`);
    const tokens = await readFile(path.join(here, '../../../packages/ui/src/tokens/tokens.css'), 'utf8');
    const weights = [...tokens.matchAll(/--fl-font-weight-[a-z]+:\s*(\d+)/g)].map((match) => Number(match[1]));
    expect(weights.length).toBeGreaterThan(0);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(INTER_SUBSET.weight.min);
      expect(weight).toBeLessThanOrEqual(INTER_SUBSET.weight.max);
    }
  });
});
