import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LinkComponentProps } from '../Link';
import { DocSidebar } from './DocSidebar';
import { developerSidebar } from './DocSidebar.fixtures';

/** Stays on the story: a router link would navigate client-side. */
function StoryLink({ onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

const meta = {
  title: 'Docs/DocSidebar',
  component: DocSidebar,
  args: {
    items: developerSidebar,
    activeHref: '/docs/development/workflows/tasks/email-send',
    storageKey: null,
    onNavigate: fn(),
    linkComponent: StoryLink,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300, height: 520, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page three levels deep: its categories are open and its link is current. */
export const ActiveNested: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Email/Send' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: "Collapse sidebar category 'Workflows'" })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: "Expand sidebar category 'App modules'" })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Collapsed: Story = {
  args: { activeHref: '/docs/development/overview' },
};

/** Categories open and close from the keyboard; a category without a page is one button. */
export const KeyboardToggle: Story = {
  args: { activeHref: '/docs/development/overview' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const entities = canvas.getByRole('button', { name: 'Entities reference' });
    entities.focus();
    await userEvent.keyboard('{Enter}');
    await expect(entities).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Order' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(entities).toHaveAttribute('aria-expanded', 'false');
    const caret = canvas.getByRole('button', { name: "Expand sidebar category 'App modules'" });
    await userEvent.click(caret);
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** The active link far down the list is scrolled into view. */
export const ScrolledToActive: Story = {
  args: { activeHref: '/docs/development/app-modules/components/timeline-grid-component' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Timeline grid' });
    const nav = within(canvasElement).getByRole('navigation');
    // The browser reports the link's place after a frame (an IntersectionObserver), then the sidebar scrolls.
    await waitFor(() => expect(nav.scrollTop).toBeGreaterThan(0));
    const navBox = nav.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    await expect(linkBox.top).toBeGreaterThanOrEqual(navBox.top);
    await expect(linkBox.bottom).toBeLessThanOrEqual(navBox.bottom);
  },
  decorators: [
    (Story) => (
      <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
};

export const Mobile: Story = {
  args: { variant: 'mobile' },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Triggers' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/docs/development/workflows/triggers');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Playground: Story = {};
