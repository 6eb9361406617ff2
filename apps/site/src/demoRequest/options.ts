import { COUNTRY_NAMES } from './countries';
import { ruleFor } from './rules';

/** How the schema's option values read in the form. The schema decides which values exist. */
const OPTION_LABELS: Record<string, Record<string, string>> = {
  country: COUNTRY_NAMES,
  companyType: {
    'freight-forwarder': 'Freight forwarder',
    'trucker-carrier': 'Trucker / carrier',
    'warehouse-3pl': 'Warehouse / 3PL',
    shipper: 'Shipper',
    other: 'Other',
  },
  shipmentsPerMonth: {
    '1-50': '1–50',
    '51-200': '51–200',
    '201-1000': '201–1,000',
    '1001-5000': '1,001–5,000',
    '5000+': '5,000+',
  },
  modes: {
    ocean: 'Ocean',
    air: 'Air',
    trucking: 'Trucking',
    parcel: 'Parcel',
    warehouse: 'Warehouse',
  },
};

/** A field's options from the schema, each with its label; countries in alphabetical order, others as the schema lists them. */
export function optionsFor(name: string): { value: string; label: string }[] {
  const labels = OPTION_LABELS[name] ?? {};
  const options = (ruleFor(name).options ?? []).map((value) => ({ value, label: labels[value] ?? value }));
  return name === 'country' ? options.sort((a, b) => a.label.localeCompare(b.label, 'en')) : options;
}
