import { Markdown } from '@freightlane/ui';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PageData } from './data';
import { BODY_IN_HTML_ATTRIBUTE, restoreBody } from './pageBody';

// Markup as the Markdown renderer writes it, with what an HTML parser respells (entities, void elements, a table without tbody).
const body =
  '<h2 id="rates">Rates &amp; fees</h2>\n<p>Line one<br/>line two &lt;b&gt;.</p>\n<table><tr><td>EUR</td></tr></table>\n<img src="/a.png" alt="">';

const page = (data: Record<string, unknown>): PageData => ({ path: '/docs/rates', kind: 'doc', title: 'Rates', description: '', data });

/** The page's embedded data script, marked as the prerender marks a page whose body is in its HTML, or not. */
const dataScript = (bodyInHtml: boolean) => {
  const script = document.createElement('script');
  if (bodyInHtml) script.setAttribute(BODY_IN_HTML_ATTRIBUTE, '');
  return script;
};

describe('restoreBody', () => {
  it('reads the body a marked page left out from its Markdown element, and hydration then matches the server HTML', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Markdown html={body} />);
    document.body.append(root);
    const restored = restoreBody(page({ toc: [], html: '' }), dataScript(true), root);
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

  it('returns a page whose script is unmarked as it is, even with a Markdown element on the page', () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Markdown html="<p>other</p>" />);
    const whole = page({ html: body });
    expect(restoreBody(whole, dataScript(false), root)).toBe(whole);
    expect(whole.data.html).toBe(body);
  });

  it('gives a marked page without a Markdown element an empty body rather than fail', () => {
    expect(restoreBody(page({}), dataScript(true), document.createElement('div')).data).toEqual({ html: '' });
  });
});
