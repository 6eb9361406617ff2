import {
  developerEntries,
  developersFooter,
  integrationEntries,
  integrationsFooter,
  solutionEntries,
  solutionsFooter,
} from '../MegaDropdown/MegaDropdown.fixtures';
import type { NavbarItem } from './types';

/** A search button stand-in for stories and tests (the real one is the site's). */
function SearchButtonStandIn() {
  return (
    <button
      type="button"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        height: 36,
        padding: '0 10px',
        border: '1px solid var(--fl-color-border)',
        borderRadius: 'var(--fl-radius-md)',
        background: 'var(--fl-color-bg-subtle)',
        color: 'var(--fl-color-text-muted)',
        font: 'inherit',
        fontSize: 'var(--fl-font-size-sm)',
      }}
    >
      Search <kbd style={{ fontFamily: 'inherit', fontSize: 'var(--fl-font-size-xs)' }}>Ctrl K</kbd>
    </button>
  );
}

/** Sample navbar data, shaped like the site's (content is the site's own). */
export const sampleNavbarItems: NavbarItem[] = [
  { type: 'dropdown', label: 'Solutions', entries: solutionEntries, footerLink: solutionsFooter },
  { type: 'dropdown', label: 'Developers', entries: developerEntries, footerLink: developersFooter },
  { type: 'dropdown', label: 'Integrations', entries: integrationEntries, footerLink: integrationsFooter },
  { type: 'link', label: 'About', href: '/about' },
  { type: 'link', label: 'Request Demo', href: '/request-demo' },
  { type: 'button', label: 'Get Started', href: '/docs/intro', position: 'right' },
  { type: 'search', element: <SearchButtonStandIn />, position: 'right' },
  { type: 'colorMode', position: 'right' },
];

/** A doc sidebar stand-in for the drawer's secondary panel (the site passes its DocSidebar). */
export const sampleSecondaryMenu = (
  <nav aria-label="Docs sidebar">
    <a href="/docs/intro">Introduction</a>
  </nav>
);
