import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import tokensCss from '../tokens/tokens.css?raw';
import { composite, contrastRatio, parseColor, parseTokens, resolveToken, type TokenTable } from './contrast';
import { TEXT_CONTRAST_PAIRS } from './contrastPairs';

const themes = parseTokens(tokensCss);
const names = Object.keys(themes.light);
const family = (prefix: string) => names.filter((name) => name.startsWith(prefix));

const section = { margin: '0 0 40px' } as const;
const heading = { margin: '0 0 16px', fontSize: 'var(--fl-font-size-lg)', color: 'var(--fl-color-text)' } as const;
const code = { fontFamily: 'var(--fl-font-mono)', fontSize: 'var(--fl-font-size-xs)', color: 'var(--fl-color-text-muted)' } as const;

function opaque(table: TokenTable, name: string) {
  const colour = parseColor(resolveToken(table, name));
  return colour.a < 1 ? composite(colour, parseColor(resolveToken(table, 'fl-color-bg'))) : colour;
}

/** Every design token, rendered from tokens.css in the current theme. */
function TokensGallery({ theme }: { theme: 'light' | 'dark' }) {
  const table = themes[theme];
  return (
    <div style={{ padding: 32, background: 'var(--fl-color-bg)', color: 'var(--fl-color-text)', fontFamily: 'var(--fl-font-sans)' }}>
      <section style={section}>
        <h2 style={heading}>Colour</h2>
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
            gap: 12,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {family('fl-color-').map((name) => (
            <li
              key={name}
              data-token={name}
              style={{
                border: '1px solid var(--fl-color-border)',
                borderRadius: 'var(--fl-radius-md)',
                overflow: 'hidden',
                background: 'var(--fl-color-surface)',
              }}
            >
              <div style={{ height: 48, background: `var(--${name})`, borderBottom: '1px solid var(--fl-color-border)' }} />
              <div style={{ display: 'grid', padding: '8px 10px' }}>
                <code style={{ ...code, color: 'var(--fl-color-text)' }}>--{name}</code>
                <code style={code}>{table[name]}</code>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section style={section}>
        <h2 style={heading}>Text contrast (WCAG AA needs 4.5:1)</h2>
        <table style={{ borderCollapse: 'collapse', fontSize: 'var(--fl-font-size-sm)' }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left', padding: '4px 16px 4px 0' }}>Sample</th>
              <th style={{ textAlign: 'left', padding: '4px 16px 4px 0' }}>Pair</th>
              <th style={{ textAlign: 'right', padding: '4px 0' }}>Ratio</th>
            </tr>
          </thead>
          <tbody>
            {TEXT_CONTRAST_PAIRS.map(([fg, bg]) => (
              <tr key={fg + bg} data-pair={`${fg}/${bg}`}>
                <td style={{ padding: '4px 16px 4px 0' }}>
                  <span
                    style={{
                      display: 'inline-block',
                      padding: '4px 10px',
                      borderRadius: 6,
                      color: `var(--fl-${fg})`,
                      background: `var(--fl-${bg})`,
                    }}
                  >
                    Shipment ETA
                  </span>
                </td>
                <td style={code}>
                  --fl-{fg} on --fl-{bg}
                </td>
                <td style={{ textAlign: 'right' }} data-part="ratio">
                  {contrastRatio(opaque(table, `fl-${fg}`), opaque(table, `fl-${bg}`)).toFixed(2)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section style={section}>
        <h2 style={heading}>Type scale</h2>
        {family('fl-font-size-').map((name) => (
          <p key={name} style={{ margin: '0 0 8px', fontSize: `var(--${name})`, lineHeight: 'var(--fl-line-height-tight)' }}>
            <code style={code}>--{name}</code> Ocean freight, door to door
          </p>
        ))}
      </section>
      <section style={section}>
        <h2 style={heading}>Space</h2>
        {family('fl-space-').map((name) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 6 }}>
            <code style={{ ...code, width: 120 }}>--{name}</code>
            <div style={{ height: 12, width: `var(--${name})`, background: 'var(--fl-color-accent)', borderRadius: 2 }} />
          </div>
        ))}
      </section>
      <section style={{ ...section, display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        {[...family('fl-radius-'), ...family('fl-shadow-')].map((name) => (
          <div key={name} style={{ display: 'grid', gap: 8, justifyItems: 'center' }}>
            <div
              style={{
                width: 96,
                height: 64,
                background: 'var(--fl-color-surface-raised)',
                border: '1px solid var(--fl-color-border)',
                borderRadius: name.startsWith('fl-radius') ? `var(--${name})` : 'var(--fl-radius-md)',
                boxShadow: name.startsWith('fl-shadow') ? `var(--${name})` : undefined,
              }}
            />
            <code style={code}>--{name}</code>
          </div>
        ))}
      </section>
      <section style={section}>
        <h2 style={heading}>Layers and motion</h2>
        <ul style={{ ...code, margin: 0, paddingLeft: 18 }}>
          {[...family('fl-z-'), ...family('fl-duration-'), ...family('fl-easing')].map((name) => (
            <li key={name}>
              --{name}: {table[name]}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: 'Chrome/Tokens',
  component: TokensGallery,
  parameters: { layout: 'fullscreen' },
  args: { theme: 'light' },
} satisfies Meta<typeof TokensGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const allPairsPass = async (canvasElement: HTMLElement) => {
  const ratios = [...canvasElement.querySelectorAll('[data-part="ratio"]')].map((cell) => Number(cell.textContent));
  await expect(ratios).toHaveLength(TEXT_CONTRAST_PAIRS.length);
  for (const ratio of ratios) await expect(ratio).toBeGreaterThanOrEqual(4.5);
};

export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('--fl-color-accent')).toBeInTheDocument();
    await allPairsPass(canvasElement);
  },
};

export const TokensDark: Story = {
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => allPairsPass(canvasElement),
};
