import { Markdown } from '@freightlane/ui';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PageData } from './data';
import { restoreBody } from './pageBody';

// Markup as the Markdown renderer writes it, with what an HTML parser respells (entities, void elements, a table without tbody).
const body =
  '<h2 id="rates">Rates &amp; fees</h2>\n<p>Line one<br/>line two &lt;b&gt;.</p>\n<table><tr><td>EUR</td></tr></table>\n<img src="/a.png" alt="">';

const page = (data: Record<string, unknown>, bodyInHtml?: true): PageData => ({
  path: '/docs/rates',
  kind: 'doc',
  title: 'Rates',
  description: '',
  ...(bodyInHtml ? { bodyInHtml } : {}),
  data,
});

describe('restoreBody', () => {
  it('reads the body a marked page left out from its Markdown element, and hydration then matches the server HTML', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Markdown html={body} />);
    document.body.append(root);
    const restored = restoreBody(page({ toc: [] }, true), root);
    expect(restored.data).toEqual({ toc: [], html: root.querySelector('[data-component="Markdown"]')!.innerHTML });
    expect(restored.data.html).toContain('Rates &amp; fees');

    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(root, <Markdown html={restored.data.html as string} />, { onRecoverableError: (error) => errors.push(error) });
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(root.querySelector('h2')!.textContent).toBe('Rates & fees#');
    root.remove();
  });

  it('returns an unmarked page as it is, even with a Markdown element on the page', () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Markdown html="<p>other</p>" />);
    const whole = page({ html: body });
    expect(restoreBody(whole, root)).toBe(whole);
  });

  it('gives a marked page without a Markdown element an empty body rather than fail', () => {
    expect(restoreBody(page({}, true), document.createElement('div')).data).toEqual({ html: '' });
  });
});
