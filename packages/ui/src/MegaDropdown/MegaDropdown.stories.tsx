import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MegaDropdown } from './MegaDropdown';
import { MegaDropdownGroup } from './MegaDropdownGroup';
import {
  developerEntries,
  developersFooter,
  integrationEntries,
  integrationsFooter,
  solutionEntries,
  solutionsFooter,
} from './MegaDropdown.fixtures';
import { VIEWPORT_MARGIN_PX } from './keepInViewport';

const meta = {
  title: 'Chrome/MegaDropdown',
  component: MegaDropdown,
  subcomponents: { MegaDropdownGroup },
  parameters: { layout: 'fullscreen' },
  args: { label: 'Solutions', entries: solutionEntries, footerLink: solutionsFooter },
  decorators: [
    (Story) => (
      <nav
        aria-label="Main"
        style={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 4,
          padding: '12px 24px',
          minHeight: 560,
          background: 'var(--fl-color-bg)',
        }}
      >
        <Story />
      </nav>
    ),
  ],
} satisfies Meta<typeof MegaDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggerOf = (canvasElement: HTMLElement, name = 'Solutions') => within(canvasElement).getByRole('button', { name });
const panelOf = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-controls') ?? '')!;

async function expectInsideViewport(trigger: HTMLElement) {
  const card = panelOf(trigger).querySelector('[data-part="card"]')!;
  const box = card.getBoundingClientRect();
  const viewport = document.documentElement.clientWidth;
  await expect(box.left).toBeGreaterThanOrEqual(VIEWPORT_MARGIN_PX - 0.5);
  await expect(box.right).toBeLessThanOrEqual(viewport - VIEWPORT_MARGIN_PX + 0.5);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(viewport);
}

export const Playground: Story = {};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = triggerOf(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).not.toHaveAttribute('aria-controls');
  },
};

export const Open: Story = {
  args: { defaultOpen: true, pathname: '/solutions/ocean-freight' },
  play: async ({ canvasElement }) => {
    const trigger = triggerOf(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(panelOf(trigger)).getByRole('link', { name: /^Ocean Freight/ })).toHaveAttribute('aria-current', 'page');
    await expectInsideViewport(trigger);
  },
};

/** Opened by the pointer resting on the trigger; aria-expanded follows. */
export const HoverOpen: Story = {
  play: async ({ canvasElement }) => {
    const trigger = triggerOf(canvasElement);
    await userEvent.hover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.hover(within(panelOf(trigger)).getByRole('link', { name: /^Trucking/ }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

/** ArrowDown opens on the first entry, arrows move, Escape returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = triggerOf(canvasElement);
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const panel = within(panelOf(trigger));
    await expect(panel.getByRole('link', { name: /^Freight Forwarding/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(panel.getByRole('link', { name: /^Ocean Freight/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

export const SingleColumn: Story = {
  args: { label: 'Developers', entries: developerEntries, footerLink: developersFooter, defaultOpen: true },
};

export const LongLabels: Story = {
  args: {
    defaultOpen: true,
    label: 'Solutions for international freight forwarders',
    entries: [
      {
        label: 'Multi-modal freight forwarding across ocean, air and road',
        description: 'One shipment record from booking to proof of delivery, whatever the mode, with milestones your customers can follow',
        href: '/a',
        icon: 'globe',
      },
      ...solutionEntries.slice(1),
    ],
  },
};

/** The trigger sits at the right edge: the panel shifts inward and keeps 20 px. */
export const AtViewportEdge: Story = {
  args: { label: 'Integrations', entries: integrationEntries, footerLink: integrationsFooter },
  globals: { viewport: { value: 'desktop997' } },
  decorators: [
    (Story) => (
      <div style={{ marginLeft: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const trigger = triggerOf(canvasElement, 'Integrations');
    await userEvent.click(trigger);
    await expectInsideViewport(trigger);
  },
};

/** On a 375 px screen the panel is capped to the viewport minus 20 px each side. */
export const NarrowViewport: Story = {
  args: { label: 'Integrations', entries: integrationEntries, footerLink: integrationsFooter },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const trigger = triggerOf(canvasElement, 'Integrations');
    await userEvent.click(trigger);
    await expectInsideViewport(trigger);
  },
};

/** Two dropdowns: moving from one trigger to the other swaps panels with no moment of both or neither. */
export const Switching: Story = {
  render: () => (
    <MegaDropdownGroup>
      <MegaDropdown label="Solutions" entries={solutionEntries} footerLink={solutionsFooter} />
      <MegaDropdown label="Developers" entries={developerEntries} footerLink={developersFooter} />
      <MegaDropdown label="Integrations" entries={integrationEntries} footerLink={integrationsFooter} />
    </MegaDropdownGroup>
  ),
  play: async ({ canvasElement }) => {
    const solutions = triggerOf(canvasElement, 'Solutions');
    const developers = triggerOf(canvasElement, 'Developers');
    await userEvent.hover(solutions);
    await waitFor(() => expect(solutions).toHaveAttribute('aria-expanded', 'true'));
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      seen.push(`${solutions.getAttribute('aria-expanded')}/${developers.getAttribute('aria-expanded')}`);
    });
    observer.observe(canvasElement, { attributes: true, subtree: true, attributeFilter: ['aria-expanded'] });
    await userEvent.unhover(solutions);
    await userEvent.hover(developers);
    await waitFor(() => expect(developers).toHaveAttribute('aria-expanded', 'true'));
    observer.disconnect();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(seen).not.toContain('false/false');
    await expect(seen).not.toContain('true/true');
  },
};
