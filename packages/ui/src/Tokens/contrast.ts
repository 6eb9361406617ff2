/** A colour as 0-255 channels and a 0-1 alpha. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The custom properties of one theme, name (without `--`) to raw value. */
export type TokenTable = Record<string, string>;

const blockBody = (css: string, selector: string) => {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`tokens: no "${selector}" block`);
  const end = css.indexOf('}', start);
  return css.slice(start, end);
};

const declarations = (body: string): TokenTable =>
  Object.fromEntries([...body.matchAll(/--([a-z0-9-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));

/** Reads the light (`:root`) and dark (`[data-theme='dark']`) token tables; dark inherits what it does not override. */
export function parseTokens(css: string): { light: TokenTable; dark: TokenTable } {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const light = declarations(blockBody(withoutComments, ":root,\n[data-theme='light']"));
  const dark = { ...light, ...declarations(blockBody(withoutComments, "[data-theme='dark']")) };
  return { light, dark };
}

/** Follows `var(--x)` references until a literal value. */
export function resolveToken(table: TokenTable, name: string, depth = 0): string {
  const value = table[name];
  if (value === undefined) throw new Error(`tokens: --${name} is not defined`);
  const reference = /^var\(--([a-z0-9-]+)\)$/.exec(value);
  if (!reference) return value;
  if (depth > 10) throw new Error(`tokens: --${name} references itself`);
  return resolveToken(table, reference[1], depth + 1);
}

/** Parses `#rgb`, `#rrggbb` and `rgb(r g b / a)`. */
export function parseColor(value: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return {
      r: Number.parseInt(digits.slice(0, 2), 16),
      g: Number.parseInt(digits.slice(2, 4), 16),
      b: Number.parseInt(digits.slice(4, 6), 16),
      a: 1,
    };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+))?\s*\)$/.exec(value);
  if (rgb) {
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: rgb[4] === undefined ? 1 : Number(rgb[4]) };
  }
  throw new Error(`tokens: cannot read colour "${value}"`);
}

/** Paints a translucent colour over an opaque one. */
export function composite(top: Rgba, below: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), a: 1 };
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance. */
export const luminance = ({ r, g, b }: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
