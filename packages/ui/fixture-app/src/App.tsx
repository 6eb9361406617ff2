import { ColorModeProvider, Footer, Navbar, type FooterColumn, type NavbarItem } from '@freightlane/ui';
import { CompanyLink } from './CompanyLink.js';

export const navbarItems: NavbarItem[] = [
  { type: 'link', label: 'Tracking', href: '/tracking' },
  {
    type: 'dropdown',
    label: 'Services',
    entries: [
      { label: 'Rail freight', href: '/services/rail', description: 'Block trains between the ports and inland hubs.', icon: 'route' },
      { label: 'Port handling', href: '/services/port', description: 'Container handling at the quay.', icon: 'container' },
    ],
    footerLink: { label: 'All services', href: '/services' },
  },
  { type: 'button', label: 'Get a quote', href: '/quote', position: 'right' },
  { type: 'colorMode', position: 'right' },
];

export const footerColumns: FooterColumn[] = [
  {
    title: 'Services',
    items: [
      { label: 'Rail freight', href: '/services/rail' },
      { label: 'Port handling', href: '/services/port' },
    ],
  },
  {
    title: 'Company',
    items: [
      { label: 'About us', href: '/about' },
      { label: 'Jobs', href: 'https://jobs.harbor-rail.example' },
    ],
  },
];

export function App({ pathname }: { pathname: string }) {
  return (
    <ColorModeProvider>
      <Navbar title="Harbor & Rail" items={navbarItems} pathname={pathname} linkComponent={CompanyLink} />
      <main>
        <h1>Rail and port logistics</h1>
      </main>
      <Footer columns={footerColumns} copyright="Copyright © 2026 Harbor & Rail" linkComponent={CompanyLink} />
    </ColorModeProvider>
  );
}
