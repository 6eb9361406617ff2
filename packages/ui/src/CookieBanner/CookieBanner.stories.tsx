import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { COOKIE_CONSENT_STORAGE_KEY, CookieBanner } from './CookieBanner';

const meta = {
  title: 'Chrome/CookieBanner',
  component: CookieBanner,
  parameters: { layout: 'fullscreen', docsFrame: { height: 420 } },
  args: { onAccept: fn() },
  beforeEach: () => {
    localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: '96px 24px', background: 'var(--fl-color-bg)', textAlign: 'center' }}>
        <h1 style={{ margin: '0 0 24px', color: 'var(--fl-color-text)' }}>Move freight, not paperwork</h1>
        <div style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
          <Button size="lg">Request Demo</Button>
          <Button size="lg" variant="secondary">
            Get Started
          </Button>
        </div>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Cookie consent' });
    await expect(region).toHaveTextContent('We use cookies to ensure you get the best experience on our website.');
    for (const name of ['Request Demo', 'Get Started']) {
      await expect(overlaps(region.getBoundingClientRect(), canvas.getByRole('button', { name }).getBoundingClientRect())).toBe(false);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Accept Cookies' }));
    await expect(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBe('accepted');
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const Shown: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Cookie consent' });
    await expect(
      overlaps(region.getBoundingClientRect(), canvas.getByRole('button', { name: 'Request Demo' }).getBoundingClientRect()),
    ).toBe(false);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const accept = within(canvasElement).getByRole('button', { name: 'Accept Cookies' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(accept).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBe('accepted');
  },
};

/** Consent is stored: nothing is shown. */
export const Accepted: Story = {
  beforeEach: () => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'accepted');
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  globals: { viewport: { value: 'mobile375' } },
  args: {
    text: 'We use cookies to remember your colour mode, measure which documentation pages help, and keep the demo request form secure.',
  },
};

/** A link to the page that says what is stored, before the accept button. */
export const WithLink: Story = {
  args: { link: { label: 'Privacy notice', href: '/privacy' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cookie consent' });
    await expect(within(region).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  },
};

export const WithLinkDark: Story = {
  args: { link: { label: 'Privacy notice', href: '/privacy' } },
  globals: { theme: 'dark' },
};
