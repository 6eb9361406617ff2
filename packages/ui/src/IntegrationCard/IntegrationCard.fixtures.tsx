import { icons } from '../FeatureGrid/FeatureGrid.fixtures';

/** The seven categories of BEHAVIOURS.md and a few integrations in them. */
export const categories = [
  { id: 'parcel-carriers', label: 'Parcel carriers' },
  { id: 'ocean-freight', label: 'Ocean freight' },
  { id: 'trucking-ltl', label: 'Trucking & LTL' },
  { id: 'edi-compliance', label: 'EDI & compliance' },
  { id: 'accounting', label: 'Accounting' },
  { id: 'communication', label: 'Communication' },
  { id: 'telematics', label: 'Telematics' },
];

export const integrations = [
  {
    id: 'ups',
    name: 'UPS',
    category: 'parcel-carriers',
    description: 'Rate, label and track UPS parcels from the order.',
    logo: icons.box,
  },
  { id: 'fedex', name: 'FedEx', category: 'parcel-carriers', description: 'Ship and track FedEx Express and Ground.', logo: icons.box },
  {
    id: 'maersk',
    name: 'Maersk',
    category: 'ocean-freight',
    description: 'Book ocean freight and follow containers milestone by milestone.',
    logo: icons.ship,
  },
  {
    id: 'inttra',
    name: 'INTTRA',
    category: 'ocean-freight',
    description: 'Bookings and shipping instructions with every major carrier.',
    logo: icons.ship,
  },
  {
    id: 'x12-edi',
    name: 'X12 EDI',
    category: 'edi-compliance',
    description: 'Exchange 204, 210, 214 and 990 messages with trading partners.',
    logo: icons.plug,
  },
  {
    id: 'quickbooks',
    name: 'QuickBooks Online',
    category: 'accounting',
    description: 'Post invoices and bills to QuickBooks as jobs close.',
    logo: icons.chart,
  },
  {
    id: 'samsara',
    name: 'Samsara',
    category: 'telematics',
    description: 'Live truck positions and ETAs on every trip.',
    logo: icons.truck,
  },
].map((i) => ({ ...i, href: `/integrations/${i.id}` }));
