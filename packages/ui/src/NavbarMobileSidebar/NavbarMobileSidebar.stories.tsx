import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Logo } from '../Logo';
import { sampleNavbarItems } from '../Navbar/Navbar.fixtures';
import { NavbarMobileSidebar } from './NavbarMobileSidebar';

const docSidebar = (
  <nav aria-label="Docs sidebar" style={{ padding: '0 12px', fontSize: 'var(--fl-font-size-sm)' }}>
    <p style={{ margin: '12px 0 8px', fontWeight: 600 }}>User manual</p>
    <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      <li>
        <a href="/docs/user-manual/shipments">Shipments</a>
      </li>
      <li>
        <a href="/docs/user-manual/orders">Orders</a>
      </li>
      <li>
        <a href="/docs/category/accounting">Accounting</a>
      </li>
    </ul>
  </nav>
);

const meta = {
  title: 'Chrome/NavbarMobileSidebar',
  component: NavbarMobileSidebar,
  parameters: { layout: 'fullscreen', docsFrame: { height: 640 } },
  globals: { viewport: { value: 'mobile375' } },
  args: { items: sampleNavbarItems, logo: <Logo title="Example Logistics" href="/" />, pathname: '/' },
  decorators: [
    (Story) => (
      <div style={{ padding: '12px 16px', minHeight: '100vh', background: 'var(--fl-color-bg)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavbarMobileSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const hamburger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Toggle navigation bar' });
const openDrawer = async (canvasElement: HTMLElement) => {
  await userEvent.click(hamburger(canvasElement));
  return within(await within(document.body).findByRole('dialog', { name: 'Navigation' }));
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(hamburger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(drawer.getByRole('link', { name: 'About' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // Focus comes back once the drawer has slid out.
    await waitFor(() => expect(hamburger(canvasElement)).toHaveFocus());
    await openDrawer(canvasElement);
  },
};

export const OpenDark: Story = { ...Open, globals: { viewport: { value: 'mobile375' }, theme: 'dark' } };

export const DropdownLevel: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(drawer.getByRole('button', { name: 'Integrations' }));
    await expect(drawer.getByRole('button', { name: '← Back to main menu' })).toHaveFocus();
    await expect(drawer.getByRole('link', { name: 'Browse All Integrations' })).toBeVisible();
  },
};

export const WithDocSidebar: Story = {
  args: { secondaryMenu: docSidebar },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(drawer.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: '← Back to main menu' }));
    await expect(drawer.getByRole('link', { name: 'About' })).toBeVisible();
  },
};

export const At996: Story = {
  globals: { viewport: { value: 'mobile996' } },
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement);
  },
};

export const At997: Story = {
  globals: { viewport: { value: 'desktop997' } },
  play: async ({ canvasElement }) => {
    const toggle = canvasElement.querySelector('[aria-label="Toggle navigation bar"]')!;
    await expect(getComputedStyle(toggle).display).toBe('none');
  },
};

export const NoItems: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Toggle navigation bar' })).not.toBeInTheDocument();
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      {
        type: 'dropdown',
        label: 'Solutions for international freight forwarders and customs brokers',
        entries: [
          {
            label: 'Multi-modal freight forwarding across ocean, air and road',
            description: 'One shipment record from booking to proof of delivery, whatever the mode',
            href: '/a',
            icon: 'globe',
          },
        ],
      },
      { type: 'link', label: 'Careers in logistics technology and operations', href: '/careers' },
    ],
  },
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement);
  },
};
