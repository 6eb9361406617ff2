import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_DURATION_MS, Markdown } from './Markdown';
import sample from './MarkdownSample.html?raw';

// Testing Library flushes with setTimeout(0) and advances only timers it knows as jest's.
vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });

describe('Markdown', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  // After userEvent.setup(), which installs a clipboard of its own.
  const stubClipboard = () => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the renderer output and adds an anchor link to every h2-h4 with an id', () => {
    render(<Markdown html={sample} />);
    for (const [name, id] of [
      ['Creating a shipment', 'creating-a-shipment'],
      ['Required fields', 'required-fields'],
      ['Weight units', 'weight-units'],
      ['Custom heading id', 'custom-id'],
    ]) {
      const heading = screen.getByRole('heading', { name: new RegExp(`^${name}`) });
      expect(heading).toHaveAttribute('id', id);
      expect(within(heading).getByRole('link', { name: `Direct link to ${name}` })).toHaveAttribute('href', `#${id}`);
    }
  });

  it('adds one copy button to every code block, including blocks without a language', () => {
    const { container } = render(<Markdown html={sample} />);
    const blocks = container.querySelectorAll('.code-block');
    expect(blocks).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: 'Copy code to clipboard' })).toHaveLength(4);
  });

  it('copies the code and says "Copied" for exactly 2 s', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubClipboard();
    render(<Markdown html={sample} />);
    const buttons = screen.getAllByRole('button', { name: 'Copy code to clipboard' });
    await user.click(buttons[1]);
    await act(async () => {}); // the clipboard promise settles
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining("import { createClient } from '@freightlane/sdk';"));
    expect(writeText.mock.calls[0][0]).not.toContain('Copy');
    expect(buttons[1]).toHaveTextContent('Copied');
    expect(buttons[1]).toHaveAttribute('data-state', 'copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(COPIED_DURATION_MS - 1));
    expect(buttons[1]).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(buttons[1]).toHaveTextContent('Copy');
    expect(buttons[1]).toHaveAttribute('data-state', 'idle');
  });

  it('copies the bare text of a block the renderer did not highlight', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubClipboard();
    render(<Markdown html={sample} />);
    await user.click(screen.getAllByRole('button', { name: 'Copy code to clipboard' })[3]);
    expect(writeText).toHaveBeenCalledWith('plain text without a language\n');
  });

  it('takes its texts from props', () => {
    render(<Markdown html={sample} copyLabel="Kopieren" copyButtonLabel="Code kopieren" anchorLabel={(h) => `Link zu ${h}`} />);
    expect(screen.getAllByRole('button', { name: 'Code kopieren' })[0]).toHaveTextContent('Kopieren');
    expect(screen.getByRole('link', { name: 'Link zu Callouts' })).toBeInTheDocument();
  });

  it('decorates new HTML once and cleans up the old', () => {
    const { rerender } = render(<Markdown html={sample} />);
    rerender(<Markdown html={'<h2 id="a">A</h2><div class="code-block" data-language="text">x</div>'} />);
    expect(screen.getAllByRole('link', { name: 'Direct link to A' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Copy code to clipboard' })).toHaveLength(1);
  });

  it('names task-list checkboxes by their item', () => {
    render(<Markdown html={sample} />);
    expect(screen.getByRole('checkbox', { name: 'Create the carrier' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Upload the tariff' })).not.toBeChecked();
  });

  it('has no axe violations inside a page article', async () => {
    // Admonitions are <aside>s: inside sectioning content they are not landmarks.
    const { container } = render(
      <article>
        <Markdown html={sample} />
      </article>,
    );
    vi.useRealTimers();
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
