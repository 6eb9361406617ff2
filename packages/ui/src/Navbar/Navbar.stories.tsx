import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SkipToContent } from '../SkipToContent';
import { Navbar } from './Navbar';
import { sampleNavbarItems } from './Navbar.fixtures';

const page = (
  <div style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 24px', color: 'var(--fl-color-text-muted)' }}>
    <h1 style={{ margin: 0, color: 'var(--fl-color-text)', fontSize: 'var(--fl-font-size-3xl)' }}>Move freight, not paperwork</h1>
    <p>Page content scrolls under the sticky navbar.</p>
    <div style={{ height: 1200 }} />
  </div>
);

const meta = {
  title: 'Chrome/Navbar',
  component: Navbar,
  subcomponents: { SkipToContent },
  parameters: { layout: 'fullscreen' },
  args: { title: 'Example Logistics', items: sampleNavbarItems, pathname: '/' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', background: 'var(--fl-color-bg)' }}>
        <Story />
        <main>{page}</main>
      </div>
    ),
  ],
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop1280' } };
const nav = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Main' });
const isVisible = (el: Element) => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().width > 0;

export const Default: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(bar.querySelector('[aria-label="Toggle navigation bar"]')!).not.toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Solutions' })).toBeVisible();
  },
};

export const Playground: Story = { globals: desktop };

export const ActiveLink: Story = {
  globals: desktop,
  args: { pathname: '/about' },
  play: async ({ canvasElement }) => {
    await expect(within(nav(canvasElement)).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  },
};

export const DropdownHoverOpen: Story = {
  globals: desktop,
  args: { pathname: '/solutions/ocean-freight' },
  play: async ({ canvasElement }) => {
    const trigger = within(nav(canvasElement)).getByRole('button', { name: 'Solutions' });
    await userEvent.hover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
  },
};

export const DropdownOpenDark: Story = {
  ...DropdownHoverOpen,
  globals: { ...desktop, theme: 'dark' },
};

export const IntegrationsOpenAt997: Story = {
  globals: { viewport: { value: 'desktop997' } },
  play: async ({ canvasElement }) => {
    const trigger = within(nav(canvasElement)).getByRole('button', { name: 'Integrations' });
    await userEvent.click(trigger);
    const card = document.getElementById(trigger.getAttribute('aria-controls')!)!.querySelector('[data-part="card"]')!;
    const box = card.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(19.5);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth - 19.5);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const Desktop997: Story = {
  globals: { viewport: { value: 'desktop997' } },
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    await expect(isVisible(bar.querySelector('[aria-label="Toggle navigation bar"]')!)).toBe(false);
    await expect(isVisible(within(bar).getByText('About'))).toBe(true);
  },
};

export const Mobile996: Story = {
  globals: { viewport: { value: 'mobile996' } },
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    await expect(isVisible(bar.querySelector('[aria-label="Toggle navigation bar"]')!)).toBe(true);
    await expect(isVisible(within(bar).getByText('About'))).toBe(false);
    await expect(isVisible(within(bar).getByRole('button', { name: /Search/ }))).toBe(true);
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(isVisible(within(nav(canvasElement)).getByRole('button', { name: 'Toggle navigation bar' }))).toBe(true);
  },
};

export const MobileOpen: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const hamburger = within(nav(canvasElement)).getByRole('button', { name: 'Toggle navigation bar' });
    await userEvent.click(hamburger);
    const drawer = await within(document.body).findByRole('dialog', { name: 'Navigation' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(drawer).getByRole('button', { name: 'Close navigation bar' })).toBeInTheDocument();
    await expect(document.body.style.overflow).toBe('hidden');
  },
};

export const MobileOpenDark: Story = { ...MobileOpen, globals: { viewport: { value: 'mobile375' }, theme: 'dark' } };

export const NoItems: Story = {
  args: { items: [] },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(within(nav(canvasElement)).queryByRole('button', { name: 'Toggle navigation bar' })).not.toBeInTheDocument();
  },
};

export const LongLabels: Story = {
  globals: desktop,
  args: {
    title: 'Example International Logistics',
    items: [
      ...sampleNavbarItems.slice(0, 3),
      { type: 'link', label: 'Customer stories', href: '/customers' },
      { type: 'link', label: 'Request a Demo', href: '/request-demo' },
      ...sampleNavbarItems.slice(5),
    ],
  },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
