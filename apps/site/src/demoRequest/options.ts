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

// The schema is fixed: each field's options are made once, not on every
// render of the form (sorting ~250 countries with localeCompare, which sets
// up a collator per comparison, took about 130 ms of the demo form's
// hydration with the CPU slowed down 4×, as Lighthouse's mobile audit does).
const optionsByField = new Map<string, { value: string; label: string }[]>();
const englishOrder = new Intl.Collator('en');

/** A field's options from the schema, each with its label; countries in alphabetical order, others as the schema lists them. */
export function optionsFor(name: string): { value: string; label: string }[] {
  let options = optionsByField.get(name);
  if (!options) {
    const labels = OPTION_LABELS[name] ?? {};
    options = (ruleFor(name).options ?? []).map((value) => ({ value, label: labels[value] ?? value }));
    if (name === 'country') options.sort((a, b) => englishOrder.compare(a.label, b.label));
    optionsByField.set(name, options);
  }
  return options;
}
