import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableOfContents, TOCCollapsible } from './TableOfContents';

vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });

const items = [
  { id: 'intro', text: 'Intro', level: 2 },
  { id: 'setup', text: 'Setup', level: 2 },
  { id: 'setup-keys', text: 'Keys', level: 3 },
  { id: 'deep', text: 'Deep', level: 4 },
  { id: 'usage', text: 'Usage', level: 2 },
];

/** Places the page's headings: tops relative to the viewport, which is 900 px high (top third: 300 px). */
function layout(tops: Record<string, number>, { scrollY = 1000, scrollHeight = 5000 } = {}) {
  Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: scrollHeight, configurable: true });
  for (const [id, top] of Object.entries(tops)) {
    const el = document.getElementById(id) as HTMLElement;
    el.getBoundingClientRect = () => ({ top, bottom: top + 30, left: 0, right: 0, width: 0, height: 30, x: 0, y: top, toJSON: () => ({}) });
  }
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(16);
  });
}

function Page() {
  return (
    <>
      {items.map((item) => (
        <h2 key={item.id} id={item.id}>
          {item.text}
        </h2>
      ))}
      <TableOfContents items={items} />
    </>
  );
}

const active = () =>
  screen
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'location')
    .map((a) => a.textContent);

describe('TableOfContents', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists h2 and h3 (not h4), h3 nested under its h2, as hash links in nav "On this page"', () => {
    render(<TableOfContents items={items} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#intro', '#setup', '#setup-keys', '#usage']);
    const setup = within(nav).getByRole('link', { name: 'Setup' }).closest('li') as HTMLElement;
    expect(within(setup).getByRole('link', { name: 'Keys' })).toBeInTheDocument();
  });

  it('highlights the last heading above the top third of the viewport as the reader scrolls', () => {
    render(<Page />);
    layout({ intro: -400, setup: 120, 'setup-keys': 500, usage: 1400 });
    expect(active()).toEqual(['Setup']);
    layout({ intro: -900, setup: -380, 'setup-keys': 300, usage: 900 });
    expect(active()).toEqual(['Keys']);
    layout({ intro: -900, setup: -380, 'setup-keys': 301, usage: 900 });
    expect(active()).toEqual(['Setup']);
  });

  it('highlights nothing above the first heading, and the last heading at the end of the page', () => {
    render(<Page />);
    layout({ intro: 400, setup: 900, 'setup-keys': 1200, usage: 1600 }, { scrollY: 0 });
    expect(active()).toEqual([]);
    // The last heading never reaches the top third: the end of the page decides.
    layout({ intro: -900, setup: -500, 'setup-keys': -200, usage: 600 }, { scrollY: 4100, scrollHeight: 5000 });
    expect(active()).toEqual(['Usage']);
  });

  it('updates once per animation frame, not on every scroll event', () => {
    render(<Page />);
    layout({ intro: -400, setup: 120, 'setup-keys': 500, usage: 1400 });
    const rect = vi.spyOn(document.getElementById('intro') as HTMLElement, 'getBoundingClientRect');
    act(() => {
      for (let i = 0; i < 10; i++) window.dispatchEvent(new Event('scroll'));
    });
    expect(rect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(16));
    expect(rect).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without headings and takes its label from props', () => {
    const { container, rerender } = render(<TableOfContents items={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<TableOfContents items={items} label="Sur cette page" />);
    expect(screen.getByRole('navigation', { name: 'Sur cette page' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<TableOfContents items={items} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('TOCCollapsible', () => {
  it('starts collapsed and toggles the list with the "On this page" button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<TOCCollapsible items={items} onOpenChange={onOpenChange} />);
    const button = screen.getByRole('button', { name: 'On this page' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') as string) as HTMLElement;
    expect(within(panel).getAllByRole('link')).toHaveLength(4);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('can be controlled and opened by default', () => {
    const { rerender } = render(<TOCCollapsible items={items} defaultOpen />);
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    rerender(<TOCCollapsible items={items} open={false} />);
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no axe violations, closed and open', async () => {
    const { container, rerender } = render(<TOCCollapsible items={items} />);
    expect((await axe.run(container)).violations).toEqual([]);
    rerender(<TOCCollapsible items={items} open />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
