import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const columns = [
  {
    title: 'Solutions',
    items: [
      { label: 'Freight Forwarding', href: '/solutions/freight-forwarding' },
      { label: 'Ocean Freight', href: '/solutions/ocean-freight' },
      { label: 'Air Freight', href: '/solutions/air-freight' },
      { label: 'Trucking', href: '/solutions/trucking' },
      { label: 'Parcel Forwarding', href: '/solutions/parcel-forwarding' },
      { label: 'Small Parcels', href: '/solutions/small-parcels' },
    ],
  },
  {
    title: 'Developers',
    items: [
      { label: 'Documentation', href: '/docs/development/overview' },
      { label: 'Workflow System', href: '/docs/development/workflows/overview' },
      { label: 'App Modules', href: '/docs/development/app-modules/components' },
      { label: 'Getting Started', href: '/docs/intro' },
    ],
  },
  {
    title: 'Integrations',
    items: [
      { label: 'All Integrations', href: '/integrations' },
      { label: 'Parcel Carriers', href: '/integrations?category=parcel-carriers' },
      { label: 'Ocean Freight', href: '/integrations?category=ocean-freight' },
      { label: 'Accounting', href: '/integrations?category=accounting' },
    ],
  },
  {
    title: 'Company',
    items: [
      { label: 'About Us', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Request Demo', href: '/request-demo' },
    ],
  },
];

const meta = {
  title: 'Chrome/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { columns, copyright: 'Copyright © 2025 Example Logistics' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Solutions',
      'Developers',
      'Integrations',
      'Company',
    ]);
    await expect(canvas.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const LongLabels: Story = {
  args: {
    columns: [
      {
        title: 'Customs and compliance resources for cross-border shippers',
        items: [
          { label: 'Automated Export System filing for consolidated ocean shipments', href: '/integrations/aes' },
          { label: 'X12 EDI 204, 210, 214 and 990 message exchange with carriers', href: '/integrations/x12-edi' },
        ],
      },
      ...columns.slice(1),
    ],
  },
};

export const ExternalLink: Story = {
  args: {
    columns: [{ title: 'Elsewhere', items: [{ label: 'Status page', href: 'https://status.example.com' }] }],
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Status page' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

const bottomLinks = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Security', href: '/security' },
];

/** Links beside the copyright line, in a navigation of their own. */
export const BottomLinks: Story = {
  args: { bottomLinks },
  play: async ({ canvasElement }) => {
    const legal = within(canvasElement).getByRole('navigation', { name: 'Legal' });
    await expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/privacy', '/security']);
  },
};

export const BottomLinksMobile: Story = {
  args: { bottomLinks },
  globals: { viewport: { value: 'mobile375' } },
};

export const BottomLinksDark: Story = {
  args: { bottomLinks },
  globals: { theme: 'dark' },
};
