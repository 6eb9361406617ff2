import { describe, expect, it } from 'vitest';
import { isActivePath, isExternalHref } from './href';

describe('isExternalHref', () => {
  it.each([
    ['https://example.com', true],
    ['mailto:sales@example.com', true],
    ['//cdn.example.com/x', true],
    ['/about', false],
    ['about', false],
    ['#top', false],
  ])('%s → %s', (href, external) => expect(isExternalHref(href)).toBe(external));
});

describe('isActivePath', () => {
  it('matches the same path, ignoring a trailing slash', () => {
    expect(isActivePath('/about/', '/about')).toBe(true);
    expect(isActivePath('/about', '/about/')).toBe(true);
    expect(isActivePath('/about', '/careers')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath(undefined, '/about')).toBe(false);
  });

  it('never marks query, hash or external links', () => {
    expect(isActivePath('/integrations', '/integrations?category=accounting')).toBe(false);
    expect(isActivePath('/docs', '/docs#intro')).toBe(false);
    expect(isActivePath('/x', 'https://example.com/x')).toBe(false);
  });

  it('matches everything under activeBasePath', () => {
    expect(isActivePath('/docs/user-manual/shipments', '/docs/intro', '/docs')).toBe(true);
    expect(isActivePath('/docs', '/docs/intro', '/docs')).toBe(true);
    expect(isActivePath('/docsearch', '/docs/intro', '/docs')).toBe(false);
  });
});
