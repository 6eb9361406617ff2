import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_INTENT_KEY, peekSearchIntent, searchIntentScript, takeSearchIntent } from './searchIntent';

function runScript() {
  // The script as the page's <head> runs it.
  // eslint-disable-next-line no-new-func
  new Function(searchIntentScript())();
}

const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('the search intent script (before hydration)', () => {
  afterEach(() => {
    takeSearchIntent();
    document.body.innerHTML = '';
  });

  it('keeps Ctrl+K and the characters typed after it, Backspace included, and stops on take', () => {
    runScript();
    expect(key({ key: 'r' }).defaultPrevented).toBe(false);
    expect(peekSearchIntent()?.open).toBe(false);
    expect(key({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(true);
    for (const c of 'reefx') key({ key: c });
    key({ key: 'Backspace' });
    key({ key: 'r' });
    expect(takeSearchIntent()).toEqual({ open: true, typed: 'reefr' });
    expect((window as unknown as Record<string, unknown>)[SEARCH_INTENT_KEY]).toBeUndefined();
    // Taken: its listeners are gone.
    expect(key({ key: 'k', metaKey: true }).defaultPrevented).toBe(false);
  });

  it('opens on "/" outside fields only, and on a click on the search button', () => {
    runScript();
    document.body.innerHTML = '<input aria-label="Name" /><button type="button" data-component="SearchButton"><span>Search</span></button>';
    expect(key({ key: '/' }, document.querySelector('input')!).defaultPrevented).toBe(false);
    expect(peekSearchIntent()?.open).toBe(false);
    document.querySelector('span')!.click();
    expect(peekSearchIntent()?.open).toBe(true);
    takeSearchIntent();
    runScript();
    expect(key({ key: '/' }).defaultPrevented).toBe(true);
    expect(takeSearchIntent()).toEqual({ open: true, typed: '' });
  });

  it('is constant text with nothing that could close the script element', () => {
    expect(searchIntentScript()).toBe(searchIntentScript());
    expect(searchIntentScript()).not.toMatch(/<\/script/i);
  });
});
