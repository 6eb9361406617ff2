import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { ICON_NAMES, ICON_PATHS, type IconName } from './iconPaths';

const meta = {
  title: 'Chrome/Icon',
  component: Icon,
  args: { name: 'ship', size: 24 },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const gridStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  gap: 'var(--fl-space-3)',
  padding: 'var(--fl-space-4)',
  margin: 0,
  listStyle: 'none',
  color: 'var(--fl-color-text)',
  fontFamily: 'var(--fl-font-sans)',
} as const;

const cellStyle = {
  display: 'grid',
  justifyItems: 'center',
  gap: 'var(--fl-space-2)',
  padding: 'var(--fl-space-4) var(--fl-space-2)',
  border: '1px solid var(--fl-color-border)',
  borderRadius: 'var(--fl-radius-md)',
  background: 'var(--fl-color-surface)',
  fontSize: 'var(--fl-font-size-xs)',
  color: 'var(--fl-color-text-muted)',
} as const;

/**
 * The box of the icon's subpaths drawn each as a path of its own, as the set
 * lists them: the one path the icon draws must cover the same box.
 */
function separatePathsBox(icon: SVGSVGElement) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const d of ICON_PATHS[icon.dataset.icon as IconName]) {
    svg.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'path')).setAttribute('d', d);
  }
  icon.after(svg);
  const box = svg.getBBox();
  svg.remove();
  return box;
}

/** A box's edges to a hundredth of a unit (a DOMRect's fields are getters, which `toEqual` does not compare). */
const edges = (box: DOMRect) => [box.x, box.y, box.x + box.width, box.y + box.height].map((v) => Math.round(v * 100) / 100);

/** Every icon of the set with its name. */
export const Gallery: Story = {
  render: (args) => (
    <ul style={gridStyle}>
      {ICON_NAMES.map((name) => (
        <li key={name} style={cellStyle}>
          <span style={{ color: 'var(--fl-color-text)' }}>
            <Icon {...args} name={name} drawing={undefined} />
          </span>
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg[data-component="Icon"]');
    await expect(icons).toHaveLength(ICON_NAMES.length);
    for (const icon of icons) {
      const box = (icon as SVGSVGElement).getBBox();
      await expect(box.x).toBeGreaterThanOrEqual(0);
      await expect(box.x + box.width).toBeLessThanOrEqual(24);
      await expect(box.y + box.height).toBeLessThanOrEqual(24);
      await expect(edges(box)).toEqual(edges(separatePathsBox(icon as SVGSVGElement)));
    }
  },
};

export const Dark: Story = { ...Gallery, globals: { theme: 'dark' } };

export const Small: Story = { ...Gallery, args: { size: 16 } };

export const Titled: Story = {
  args: { name: 'truck', title: 'Trucking' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Trucking' })).toBeInTheDocument();
  },
};
