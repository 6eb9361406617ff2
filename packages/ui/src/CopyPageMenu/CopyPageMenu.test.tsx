import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_PAGE_RESULT_MS, CopyPageMenu } from './CopyPageMenu';

// Testing Library flushes with setTimeout(0) and advances only timers it knows as jest's.
vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });

const markdown = '# Jobs\n\nOpen a job, attach its bookings.\n';
/** An answer of the stubbed fetch (Node's own Response reads its body on timers that the fake ones hold). */
const answer = (status: number, body: string) => ({ ok: status >= 200 && status < 300, status, text: async () => body }) as Response;
/** Lets the copy's promises (fetch, body, clipboard) settle, advancing no time. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const props = {
  markdownHref: '/docs/user-manual/operations/jobs.md',
  markdownUrl: 'https://www.freightlane.example/docs/user-manual/operations/jobs.md',
};

describe('CopyPageMenu', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  const fetchStub = vi.fn<typeof fetch>();
  // After userEvent.setup(), which installs a clipboard of its own.
  const stubClipboard = () => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const setup = () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubClipboard();
    return user;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    // The site's Markdown twin does not exist in a unit test: fetch is stubbed here, and only here.
    fetchStub.mockReset().mockResolvedValue(answer(200, markdown));
    vi.stubGlobal('fetch', fetchStub);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });

  it('fetches the Markdown only when copying, copies it, and says "Copied" for exactly 2 s', async () => {
    render(<CopyPageMenu {...props} />);
    const user = setup();
    expect(fetchStub).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Copy page' }));
    await settle();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub.mock.calls[0][0]).toBe(props.markdownHref);
    expect(writeText).toHaveBeenCalledWith(markdown);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(COPY_PAGE_RESULT_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the Markdown cannot be fetched, and copies nothing', async () => {
    fetchStub.mockResolvedValue(answer(404, 'not found'));
    render(<CopyPageMenu {...props} />);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Copy page' }));
    await settle();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
    act(() => vi.advanceTimersByTime(COPY_PAGE_RESULT_MS));
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
  });

  it('says so when the network fails or the clipboard refuses', async () => {
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<CopyPageMenu {...props} />);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Copy page' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPY_PAGE_RESULT_MS));
    writeText.mockRejectedValueOnce(new DOMException('Document is not focused.', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy page' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });

  it('restarts the 2 s when copied again before they are over', async () => {
    render(<CopyPageMenu {...props} />);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Copy page' }));
    await settle();
    act(() => vi.advanceTimersByTime(1500));
    await user.click(screen.getByRole('button', { name: 'Copied' }));
    await settle();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
  });

  it('opens its menu by click, with links to the Markdown and to two AI chats asking about its absolute URL, each in a new tab', async () => {
    render(<CopyPageMenu {...props} />);
    const user = setup();
    const trigger = screen.getByRole('button', { name: 'More ways to use this page' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'More ways to use this page' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    const prompt = encodeURIComponent(`Read ${props.markdownUrl} so I can ask questions about it.`);
    expect(screen.getByRole('menuitem', { name: 'View as Markdown' })).toHaveAttribute('href', props.markdownHref);
    expect(screen.getByRole('menuitem', { name: 'Open in ChatGPT' })).toHaveAttribute(
      'href',
      `https://chatgpt.com/?hints=search&q=${prompt}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Open in Claude' })).toHaveAttribute('href', `https://claude.ai/new?q=${prompt}`);
    for (const item of screen.getAllByRole('menuitem')) {
      expect(item).toHaveAttribute('target', '_blank');
      expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('menuitem', { name: 'View as Markdown' })).toHaveFocus();
    await user.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('follows the menu-button pattern from the keyboard', async () => {
    render(<CopyPageMenu {...props} />);
    const user = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy page' })).toHaveFocus();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'More ways to use this page' });
    expect(trigger).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'View as Markdown' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Open in ChatGPT' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Open in Claude' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'View as Markdown' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Open in Claude' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'View as Markdown' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Open in Claude' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'View as Markdown' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: 'View as Markdown' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes its menu on a press outside it, not inside', async () => {
    render(
      <>
        <CopyPageMenu {...props} />
        <p>Elsewhere</p>
      </>,
    );
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'More ways to use this page' }));
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('menu') });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('takes its texts and prompt from props', async () => {
    render(<CopyPageMenu {...props} copyLabel="Copier la page" menuLabel="Plus" prompt={(url) => `Explique ${url}`} />);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Plus' }));
    expect(screen.getByRole('button', { name: 'Copier la page' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Open in Claude' })).toHaveAttribute(
      'href',
      `https://claude.ai/new?q=${encodeURIComponent(`Explique ${props.markdownUrl}`)}`,
    );
  });

  it('has no axe violations, closed and open', async () => {
    vi.useRealTimers();
    const { container } = render(<CopyPageMenu {...props} />);
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'More ways to use this page' }));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
