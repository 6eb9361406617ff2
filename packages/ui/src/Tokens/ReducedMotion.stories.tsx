import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emulateReducedMotion, inVitestBrowser, prefersReducedMotion } from '../../.storybook/reducedMotion';
import { Button } from '../Button';
import { DRAWER_CLOSE_DURATION_MS, Drawer } from '../Drawer';
import { Navbar } from '../Navbar';
import { sampleNavbarItems } from '../Navbar/Navbar.fixtures';
import { ProgressBar, START_DELAY_MS, createProgressController } from '../ProgressBar';

/** Everything in the chrome that moves: the navbar's colour transitions, a mega-dropdown, the progress bar and a drawer. */
function MotionShowcase() {
  const [controller] = useState(() => createProgressController());
  return (
    <div style={{ minHeight: '100vh', background: 'var(--fl-color-bg)', color: 'var(--fl-color-text)' }}>
      <ProgressBar controller={controller} />
      <Navbar title="Freightlane" items={sampleNavbarItems} pathname="/about" />
      <div style={{ display: 'grid', gap: 16, maxWidth: 640, padding: 24 }}>
        <p style={{ margin: 0 }}>
          With <code>prefers-reduced-motion: reduce</code> nothing here animates: the story tests emulate it in Chromium. To see it in
          Storybook, turn it on in the browser&apos;s DevTools (Rendering, &quot;Emulate CSS media feature prefers-reduced-motion&quot;).
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button variant="secondary" onClick={() => controller.start()}>
            Start a navigation
          </Button>
          <Button variant="secondary" onClick={() => controller.done()}>
            Finish the navigation
          </Button>
          <Drawer.Root>
            <Drawer.Trigger
              style={{
                font: 'inherit',
                padding: '8px 14px',
                borderRadius: 8,
                border: '1px solid var(--fl-color-border-strong)',
                background: 'var(--fl-color-surface)',
                color: 'var(--fl-color-text)',
              }}
            >
              Open filters
            </Drawer.Trigger>
            <Drawer.Content>
              <div style={{ display: 'grid', gap: 12, padding: 24 }}>
                <Drawer.Title style={{ margin: 0, fontSize: 'var(--fl-font-size-lg)' }}>Filters</Drawer.Title>
                <Drawer.Close style={{ font: 'inherit', padding: '8px 14px' }}>Done</Drawer.Close>
              </div>
            </Drawer.Content>
          </Drawer.Root>
        </div>
      </div>
    </div>
  );
}

const meta = {
  title: 'Chrome/Reduced motion',
  component: MotionShowcase,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop1280' } },
} satisfies Meta<typeof MotionShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

const seconds = (list: string) => list.split(',').map((value) => Number.parseFloat(value));
const transitionSeconds = (element: Element) => seconds(getComputedStyle(element).transitionDuration);
/** The element's running animations; the name is hashed by CSS Modules, so match on its source name. */
const animationNamed = (element: Element, name: string) => getComputedStyle(element).animationName.includes(name);
const isStill = (element: Element) => {
  const style = getComputedStyle(element);
  return (
    transitionSeconds(element).every((value) => value === 0) &&
    (style.animationName === 'none' || seconds(style.animationDuration).every((value) => value === 0)) &&
    element.getAnimations().length === 0
  );
};
const drawerPanel = () => document.querySelector<HTMLElement>('[data-component="Drawer"]');
const drawerBackdrop = () => document.querySelector<HTMLElement>('[data-part="backdrop"]');

/**
 * prefers-reduced-motion: reduce. Colour transitions take 0 s, the dropdown
 * and the drawer appear without animation, the progress bar does not glide,
 * and the drawer unmounts at once on close with focus back on its trigger.
 */
export const Reduced: Story = {
  beforeEach: emulateReducedMotion,
  play: async ({ canvasElement, step }) => {
    if (inVitestBrowser()) await expect(prefersReducedMotion()).toBe(true);
    // Outside the tests the page shows how to turn it on; without it there is nothing to check.
    else if (!prefersReducedMotion()) return;
    const canvas = within(canvasElement);

    await step('colour transitions take no time', async () => {
      for (const element of [
        canvas.getByRole('link', { name: 'About' }),
        canvas.getByRole('button', { name: 'Solutions' }),
        canvas.getByRole('link', { name: 'Get Started' }),
        canvas.getByRole('button', { name: /Switch between dark and light mode/ }),
      ]) {
        await expect(transitionSeconds(element)).toEqual(transitionSeconds(element).map(() => 0));
      }
    });

    await step('the mega-dropdown opens without animation', async () => {
      const trigger = canvas.getByRole('button', { name: 'Solutions' });
      await userEvent.click(trigger);
      const card = canvasElement.querySelector('[data-part="card"]')!;
      await expect(card).toBeVisible();
      await expect(isStill(card)).toBe(true);
      await expect(isStill(trigger.querySelector('svg')!)).toBe(true);
      await userEvent.keyboard('{Escape}');
    });

    await step('the progress bar neither glides nor fades', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Start a navigation' }));
      const progress = await within(document.body).findByRole('progressbar', {}, { timeout: START_DELAY_MS + 1000 });
      await expect(isStill(progress.querySelector('[data-part="bar"]')!)).toBe(true);
      await userEvent.click(canvas.getByRole('button', { name: 'Finish the navigation' }));
      await expect(progress).toHaveAttribute('data-state', 'finishing');
      await expect(isStill(progress)).toBe(true);
    });

    await step('the drawer opens without sliding and unmounts at once on close', async () => {
      const trigger = canvas.getByRole('button', { name: 'Open filters' });
      await userEvent.click(trigger);
      await within(document.body).findByRole('dialog', { name: 'Filters' });
      await expect(isStill(drawerPanel()!)).toBe(true);
      await expect(isStill(drawerBackdrop()!)).toBe(true);
      await userEvent.keyboard('{Escape}');
      await expect(drawerPanel()).toBeNull();
      await expect(trigger).toHaveFocus();
    });
  },
};

/** The same chrome with motion allowed: the control that shows the checks above can fail. */
export const FullMotion: Story = {
  play: async ({ canvasElement, step }) => {
    if (inVitestBrowser()) await expect(prefersReducedMotion()).toBe(false);
    else if (prefersReducedMotion()) return;
    const canvas = within(canvasElement);

    await step('colour transitions take time', async () => {
      await expect(Math.max(...transitionSeconds(canvas.getByRole('link', { name: 'About' })))).toBeGreaterThan(0);
      await expect(Math.max(...transitionSeconds(canvas.getByRole('button', { name: 'Solutions' })))).toBeGreaterThan(0);
    });

    await step('the mega-dropdown animates in', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Solutions' }));
      await expect(animationNamed(canvasElement.querySelector('[data-part="card"]')!, 'fl-dropdown-in')).toBe(true);
      await userEvent.keyboard('{Escape}');
    });

    await step('the progress bar glides', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Start a navigation' }));
      const progress = await within(document.body).findByRole('progressbar', {}, { timeout: START_DELAY_MS + 1000 });
      await expect(Math.max(...transitionSeconds(progress.querySelector('[data-part="bar"]')!))).toBeGreaterThan(0);
      await userEvent.click(canvas.getByRole('button', { name: 'Finish the navigation' }));
    });

    await step(`the drawer slides in, and out for ${DRAWER_CLOSE_DURATION_MS} ms before it unmounts`, async () => {
      const trigger = canvas.getByRole('button', { name: 'Open filters' });
      await userEvent.click(trigger);
      await within(document.body).findByRole('dialog', { name: 'Filters' });
      await expect(animationNamed(drawerPanel()!, 'fl-drawer-in-left')).toBe(true);
      await userEvent.keyboard('{Escape}');
      const panel = drawerPanel()!;
      await expect(panel).toHaveAttribute('data-state', 'closed');
      await expect(animationNamed(panel, 'fl-drawer-out-left')).toBe(true);
      await expect(getComputedStyle(panel).animationDuration).toBe(`${DRAWER_CLOSE_DURATION_MS / 1000}s`);
      await expect(getComputedStyle(drawerBackdrop()!).animationDuration).toBe(`${DRAWER_CLOSE_DURATION_MS / 1000}s`);
      await expect(getComputedStyle(drawerBackdrop()!).pointerEvents).toBe('none');
      await expect(trigger).not.toHaveFocus();
      await waitFor(() => expect(drawerPanel()).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};
