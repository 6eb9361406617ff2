import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BaseUrlBanner } from './BaseUrlBanner';
import {
  BASE_URL_BANNER_ID,
  SITE_BUNDLE_LOADED_FLAG,
  baseUrlBannerScript,
  markSiteBundleLoaded,
  suggestBaseUrl,
} from './baseUrlBannerScript';

const run = (script: string) => new Function(script)();

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[SITE_BUNDLE_LOADED_FLAG];
});

describe('baseUrlBannerScript', () => {
  it('shows the banner with the configured and the suggested base URL when the bundle did not run', () => {
    window.history.replaceState(null, '', '/some/path');
    run(baseUrlBannerScript({ baseUrl: '/docs-site/' }));
    const banner = document.getElementById(BASE_URL_BANNER_ID)!;
    expect(banner).toHaveAttribute('role', 'alert');
    expect(banner).toHaveTextContent('Your site did not load properly.');
    expect(banner).toHaveTextContent('Current configured base URL = /docs-site/');
    expect(banner).not.toHaveTextContent('(default value)');
    expect(banner).toHaveTextContent('We suggest trying base URL = /some/path/');
    expect(document.body.firstElementChild).toBe(banner);
    expect(banner.style.border).toContain('solid');
  });

  it('notes the default value for "/"', () => {
    run(baseUrlBannerScript({ baseUrl: '/' }));
    expect(document.getElementById(BASE_URL_BANNER_ID)).toHaveTextContent('Current configured base URL = / (default value)');
  });

  it('shows nothing when the bundle ran, and never twice', () => {
    markSiteBundleLoaded();
    run(baseUrlBannerScript({ baseUrl: '/' }));
    expect(document.getElementById(BASE_URL_BANNER_ID)).toBeNull();
    delete (window as unknown as Record<string, unknown>)[SITE_BUNDLE_LOADED_FLAG];
    run(baseUrlBannerScript({ baseUrl: '/' }));
    run(baseUrlBannerScript({ baseUrl: '/' }));
    expect(document.querySelectorAll(`#${BASE_URL_BANNER_ID}`)).toHaveLength(1);
  });

  it('checks only on the checkAfter event, for a bundle asked for after the first paint', () => {
    run(baseUrlBannerScript({ baseUrl: '/', checkAfter: 'test:code-settled' }));
    expect(document.getElementById(BASE_URL_BANNER_ID)).toBeNull();
    window.dispatchEvent(new Event('test:code-settled'));
    expect(document.getElementById(BASE_URL_BANNER_ID)).toHaveTextContent('Your site did not load properly.');
    document.getElementById(BASE_URL_BANNER_ID)!.remove();

    run(baseUrlBannerScript({ baseUrl: '/', checkAfter: 'test:code-ran' }));
    markSiteBundleLoaded();
    window.dispatchEvent(new Event('test:code-ran'));
    expect(document.getElementById(BASE_URL_BANNER_ID)).toBeNull();
  });

  it('cannot be broken out of by a base URL', () => {
    expect(baseUrlBannerScript({ baseUrl: '/</script><script>alert(1)</script>/' })).not.toContain('</script>');
  });

  it('suggests the path with a trailing slash', () => {
    expect(suggestBaseUrl('/a/b')).toBe('/a/b/');
    expect(suggestBaseUrl('/a/')).toBe('/a/');
  });
});

describe('BaseUrlBanner', () => {
  it('renders the same texts as an alert', async () => {
    const { container } = render(<BaseUrlBanner baseUrl="/" suggestedBaseUrl="/preview/" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your site did not load properly.');
    expect(screen.getByRole('alert')).toHaveTextContent('Current configured base URL = / (default value)');
    expect(screen.getByRole('alert')).toHaveTextContent('We suggest trying base URL = /preview/');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
