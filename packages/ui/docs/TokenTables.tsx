// The Tokens Docs page's tables: every value comes from src/tokens/tokens.css
// (parsed by src/Tokens/contrast.ts), so the page cannot disagree with the CSS.
import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '../src/tokens/tokens.css?raw';
import { composite, contrastRatio, parseColor, parseTokens, resolveToken, type TokenTable } from '../src/Tokens/contrast';
import { TEXT_CONTRAST_PAIRS } from '../src/Tokens/contrastPairs';

const themes = parseTokens(tokensCss);
const names = Object.keys(themes.light);
const family = (prefix: string) => names.filter((name) => name.startsWith(prefix));

/** The values `prefers-reduced-motion: reduce` gives, from the media block of tokens.css. */
const reducedMotion: TokenTable = Object.fromEntries(
  [
    ...(/@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/.exec(tokensCss)?.[1] ?? '').matchAll(/--([a-z0-9-]+)\s*:\s*([^;]+);/g),
  ].map(([, name, value]) => [name, value.trim()]),
);

const AA = 4.5;
const mono: CSSProperties = { fontFamily: 'var(--fl-font-mono)', fontSize: 13 };
const cell: CSSProperties = { padding: '6px 12px 6px 0', borderBottom: '1px solid #d0d7de', verticalAlign: 'middle', textAlign: 'left' };

function opaque(table: TokenTable, name: string) {
  const colour = parseColor(resolveToken(table, name));
  return colour.a < 1 ? composite(colour, parseColor(resolveToken(table, 'fl-color-bg'))) : colour;
}

const ratio = (table: TokenTable, fg: string, bg: string) => contrastRatio(opaque(table, fg), opaque(table, bg));

function Swatch({ table, name }: { table: TokenTable; name: string }) {
  const value = resolveToken(table, name);
  const background = resolveToken(table, 'fl-color-bg');
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        style={{
          width: 40,
          height: 28,
          borderRadius: 6,
          background: `linear-gradient(${value}, ${value}), ${background}`,
          border: '1px solid #8c959f',
        }}
        aria-hidden="true"
      />
      <code style={mono}>{table[name]}</code>
    </span>
  );
}

function Table({ head, children }: { head: ReactNode[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '16px 0 32px' }}>
      <thead>
        <tr>
          {head.map((title, index) => (
            <th key={index} style={{ ...cell, fontWeight: 600 }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A token's first two cells: its name and its value in tokens.css. */
function NameAndValue({ name }: { name: string }) {
  return (
    <>
      <td style={cell}>
        <code style={mono}>--{name}</code>
      </td>
      <td style={cell}>
        <code style={mono}>{themes.light[name]}</code>
      </td>
    </>
  );
}

const ratioText = (value: number) => `${value.toFixed(2)}:1`;

/** Every colour token in light and dark side by side, with its contrast against that theme's page background. */
export function ColourTokens() {
  return (
    <Table head={['Token', 'Light', 'on --fl-color-bg', 'Dark', 'on --fl-color-bg']}>
      {family('fl-color-').map((name) => (
        <tr key={name} data-token={name}>
          <td style={cell}>
            <code style={mono}>--{name}</code>
          </td>
          <td style={cell}>
            <Swatch table={themes.light} name={name} />
          </td>
          <td style={cell}>{ratioText(ratio(themes.light, name, 'fl-color-bg'))}</td>
          <td style={cell}>
            <Swatch table={themes.dark} name={name} />
          </td>
          <td style={cell}>{ratioText(ratio(themes.dark, name, 'fl-color-bg'))}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The text/background pairs the components use (src/Tokens/contrastPairs.ts), rendered in each theme's own colours. */
export function TextContrastPairs() {
  const sample = (table: TokenTable, fg: string, bg: string) => {
    const value = ratio(table, `fl-${fg}`, `fl-${bg}`);
    return (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
        <span
          style={{
            padding: '4px 10px',
            borderRadius: 6,
            color: resolveToken(table, `fl-${fg}`),
            background: `linear-gradient(${resolveToken(table, `fl-${bg}`)}, ${resolveToken(table, `fl-${bg}`)}), ${resolveToken(table, 'fl-color-bg')}`,
          }}
        >
          Shipment ETA 14:20
        </span>
        <span data-part="ratio">{ratioText(value)}</span>
        <span>{value >= AA ? 'AA' : 'fails AA'}</span>
      </span>
    );
  };
  return (
    <Table head={['Text on background', 'Light', 'Dark']}>
      {TEXT_CONTRAST_PAIRS.map(([fg, bg]) => (
        <tr key={`${fg}/${bg}`}>
          <td style={cell}>
            <code style={mono}>
              --fl-{fg} on --fl-{bg}
            </code>
          </td>
          <td style={cell}>{sample(themes.light, fg, bg)}</td>
          <td style={cell}>{sample(themes.dark, fg, bg)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Font sizes, line heights, weights and letter spacing, each shown set in itself. */
export function TypeScale() {
  const row = (name: string, style: CSSProperties) => (
    <tr key={name}>
      <NameAndValue name={name} />
      <td style={{ ...cell, fontFamily: 'var(--fl-font-sans)', ...style }}>Ocean freight, door to door</td>
    </tr>
  );
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {family('fl-font-size-').map((name) => row(name, { fontSize: `var(--${name})`, lineHeight: 'var(--fl-line-height-tight)' }))}
      {family('fl-font-weight-').map((name) => row(name, { fontWeight: `var(--${name})` as CSSProperties['fontWeight'] }))}
      {family('fl-line-height-').map((name) => row(name, { lineHeight: `var(--${name})`, maxWidth: 220 }))}
      {family('fl-letter-spacing-').map((name) => row(name, { letterSpacing: `var(--${name})` }))}
      {family('fl-font-')
        .filter((name) => !/size|weight/.test(name))
        .map((name) => row(name, { fontFamily: `var(--${name})` }))}
    </Table>
  );
}

/** The spacing scale as bars of its own length. */
export function Spacing() {
  return (
    <Table head={['Token', 'Value', '']}>
      {family('fl-space-').map((name) => (
        <tr key={name}>
          <NameAndValue name={name} />
          <td style={cell}>
            <div
              style={{ height: 12, width: `var(--${name})`, background: resolveToken(themes.light, 'fl-color-accent'), borderRadius: 2 }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Radii and shadows as boxes that wear them. */
export function RadiiAndShadows() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, margin: '16px 0 32px' }}>
      {[...family('fl-radius-'), ...family('fl-shadow-')].map((name) => (
        <figure key={name} style={{ display: 'grid', gap: 8, justifyItems: 'center', margin: 0 }}>
          <div
            style={{
              width: 96,
              height: 64,
              background: '#ffffff',
              border: '1px solid #d0d7de',
              borderRadius: name.startsWith('fl-radius') ? `var(--${name})` : 'var(--fl-radius-md)',
              boxShadow: name.startsWith('fl-shadow') ? `var(--${name})` : undefined,
            }}
          />
          <figcaption style={mono}>
            --{name}
            <br />
            {themes.light[name].length > 24 ? '' : themes.light[name]}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Durations and easings, with what reduced motion makes of them, and the layer order. */
export function MotionAndLayers() {
  return (
    <Table head={['Token', 'Value', 'Under prefers-reduced-motion: reduce']}>
      {[...family('fl-duration-'), ...family('fl-easing'), ...family('fl-z-')].map((name) => (
        <tr key={name}>
          <NameAndValue name={name} />
          <td style={cell}>
            <code style={mono}>{reducedMotion[name] ?? 'unchanged'}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}
