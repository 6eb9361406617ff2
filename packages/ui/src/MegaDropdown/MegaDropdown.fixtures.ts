import type { MegaDropdownEntry, MegaDropdownFooterLink } from './MegaDropdown';

/** Sample data for stories and tests (the site passes its own). */
export const solutionEntries: MegaDropdownEntry[] = [
  {
    label: 'Freight Forwarding',
    description: 'Multi-modal management and global operations',
    href: '/solutions/freight-forwarding',
    icon: 'globe',
  },
  { label: 'Ocean Freight', description: 'Container tracking and B/L management', href: '/solutions/ocean-freight', icon: 'ship' },
  { label: 'Air Freight', description: 'AWB management and express shipping', href: '/solutions/air-freight', icon: 'plane' },
  { label: 'Trucking', description: 'LTL/FTL, load optimisation and fleet tracking', href: '/solutions/trucking', icon: 'truck' },
  {
    label: 'Parcel Forwarding',
    description: 'Cross-border consolidation and customs',
    href: '/solutions/parcel-forwarding',
    icon: 'parcel',
  },
  { label: 'Small Parcels', description: 'Last-mile delivery and route optimisation', href: '/solutions/small-parcels', icon: 'route' },
];
export const solutionsFooter: MegaDropdownFooterLink = { label: 'View All Solutions', href: '/solutions' };

export const developerEntries: MegaDropdownEntry[] = [
  { label: 'Documentation', description: 'API reference and integration guides', href: '/docs/development/overview', icon: 'book' },
  { label: 'Workflow System', description: 'Custom workflows in YAML', href: '/docs/development/workflows/overview', icon: 'workflow' },
  {
    label: 'App Modules',
    description: 'Pre-built modules and components',
    href: '/docs/development/app-modules/components',
    icon: 'blocks',
  },
];
export const developersFooter: MegaDropdownFooterLink = { label: 'Developer Resources', href: '/docs/development/intro' };

export const integrationEntries: MegaDropdownEntry[] = [
  { label: 'All Integrations', description: 'Every connector in one marketplace', href: '/integrations', icon: 'plug' },
  {
    label: 'Parcel Carriers',
    description: 'Carrier APIs for labels and rates',
    href: '/integrations?category=parcel-carriers',
    icon: 'parcel',
  },
  {
    label: 'Ocean Freight',
    description: 'Container tracking and bookings',
    href: '/integrations?category=ocean-freight',
    icon: 'container',
  },
  { label: 'Trucking & LTL', description: 'Load boards and telematics', href: '/integrations?category=trucking-ltl', icon: 'truck' },
  { label: 'EDI & Compliance', description: 'X12 EDI and customs filing', href: '/integrations?category=edi-compliance', icon: 'customs' },
  { label: 'Accounting', description: 'Invoices synced to your ledger', href: '/integrations?category=accounting', icon: 'invoice' },
];
export const integrationsFooter: MegaDropdownFooterLink = { label: 'Browse All Integrations', href: '/integrations' };
