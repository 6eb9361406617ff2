import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, parseColor, parseTokens, resolveToken, type TokenTable } from './contrast';
import { TEXT_CONTRAST_PAIRS } from './contrastPairs';

const AA_NORMAL_TEXT = 4.5;
// Read from disk: Vite's CSS pipeline is off in unit tests, so `?raw` would be empty.
const css = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../tokens/tokens.css'), 'utf8');
const themes = parseTokens(css);

const opaque = (table: TokenTable, name: string) => {
  const colour = parseColor(resolveToken(table, name));
  return colour.a < 1 ? composite(colour, parseColor(resolveToken(table, 'fl-color-bg'))) : colour;
};

describe('contrast helpers', () => {
  it('computes the WCAG ratios of known pairs', () => {
    expect(contrastRatio(parseColor('#000'), parseColor('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#777777'), parseColor('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(parseColor('#ffffff'), parseColor('#ffffff'))).toBe(1);
  });

  it('reads rgb() with alpha and composites it over a background', () => {
    const half = parseColor('rgb(0 0 0 / 0.5)');
    expect(half).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(composite(half, parseColor('#ffffff'))).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
  });

  it('follows var() references and fails on unknown tokens', () => {
    expect(resolveToken({ a: 'var(--b)', b: '#123456' }, 'a')).toBe('#123456');
    expect(() => resolveToken({}, 'missing')).toThrow('--missing is not defined');
  });
});

describe.each(['light', 'dark'] as const)('tokens.css, %s theme', (theme) => {
  const table = themes[theme];

  it.each(TEXT_CONTRAST_PAIRS)(`--fl-%s on --fl-%s passes WCAG AA (4.5:1)`, (foreground, background) => {
    const ratio = contrastRatio(opaque(table, `fl-${foreground}`), opaque(table, `fl-${background}`));
    expect(ratio, `${foreground} on ${background}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('defines every token family the components read', () => {
    for (const prefix of ['fl-color-', 'fl-space-', 'fl-font-size-', 'fl-radius-', 'fl-shadow-', 'fl-z-', 'fl-duration-']) {
      expect(
        Object.keys(table).some((name) => name.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });
});
