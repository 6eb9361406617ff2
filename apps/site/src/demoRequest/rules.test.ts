import { describe, expect, it } from 'vitest';
import schema from '../../../../schemas/demo-request.schema.json';
import { COUNTRY_NAMES } from './countries';
import { optionsFor } from './options';
import {
  controlProps,
  DEMO_REQUEST_FIELDS,
  failedKeyword,
  messageFor,
  ruleFor,
  validateDemoRequest,
  type DemoRequestValues,
} from './rules';

const valid: DemoRequestValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@freight.example',
  company: 'Analytical Freight Ltd',
  phone: '',
  country: 'GB',
  companyType: 'freight-forwarder',
  shipmentsPerMonth: '51-200',
  modes: ['ocean', 'air'],
  message: '',
  consent: true,
  website: '',
};

describe('demo request rules, derived from schemas/demo-request.schema.json', () => {
  it('lists the schema’s fields in its order, labelled by their titles', () => {
    expect(DEMO_REQUEST_FIELDS.map((f) => f.name)).toEqual(Object.keys(schema.properties));
    expect(ruleFor('email').label).toBe(schema.properties.email.title);
    expect(() => ruleFor('fax')).toThrow(/no field "fax"/);
  });

  it('makes the schema’s required fields required, and nothing else', () => {
    for (const field of DEMO_REQUEST_FIELDS) {
      expect(field.required, field.name).toBe(schema.required.includes(field.name));
    }
    expect(controlProps('firstName')).toEqual({
      required: true,
      minLength: schema.properties.firstName.minLength,
      maxLength: schema.properties.firstName.maxLength,
    });
    expect(controlProps('phone').required).toBe(false);
  });

  it('asks for a missing required field in words, and lets a blank optional one pass', () => {
    expect(validateDemoRequest({ ...valid, firstName: '   ' })).toEqual([{ name: 'firstName', message: 'Enter your first name' }]);
    expect(validateDemoRequest({ ...valid, phone: '', message: '' })).toEqual([]);
  });

  it('checks the schema’s patterns and the email format', () => {
    expect(failedKeyword(ruleFor('phone'), '+44 20 7946 0958')).toBeNull();
    expect(failedKeyword(ruleFor('phone'), 'call me maybe')).toBe('pattern');
    expect(messageFor('phone', 'pattern')).toBe('Enter a valid phone number');
    // "abc" is too short before it is not a number: it is told it is no phone number (the hint shows one), not a count of characters.
    expect(validateDemoRequest({ ...valid, phone: 'abc' })).toEqual([{ name: 'phone', message: messageFor('phone', 'pattern') }]);
    expect(messageFor('phone', 'minLength')).not.toMatch(/characters/);
    // The format allows a domain without a dot; the schema's pattern does not.
    expect(failedKeyword(ruleFor('email'), 'ada@freight')).toBe('pattern');
    expect(failedKeyword(ruleFor('email'), 'ada at freight.example')).toBe('format');
    expect(validateDemoRequest({ ...valid, email: 'ada@freight' })).toEqual([{ name: 'email', message: 'Enter a valid email address' }]);
  });

  it('counts lengths in characters as JSON Schema does', () => {
    const max = schema.properties.firstName.maxLength;
    expect(failedKeyword(ruleFor('firstName'), 'é'.repeat(max))).toBeNull();
    expect(failedKeyword(ruleFor('firstName'), 'x'.repeat(max + 1))).toBe('maxLength');
    expect(messageFor('firstName', 'maxLength')).toBe(`First name: ${max} characters max`);
  });

  it('offers exactly the schema’s options, every country with its English name', () => {
    expect(optionsFor('companyType').map((o) => o.value)).toEqual(schema.properties.companyType.enum);
    expect(optionsFor('companyType').map((o) => o.label)).toEqual([
      'Freight forwarder',
      'Trucker / carrier',
      'Warehouse / 3PL',
      'Shipper',
      'Other',
    ]);
    expect(optionsFor('shipmentsPerMonth').map((o) => o.value)).toEqual(schema.properties.shipmentsPerMonth.enum);
    expect(optionsFor('modes').map((o) => o.value)).toEqual(schema.properties.modes.items.enum);
    const countries = optionsFor('country');
    expect(countries.map((o) => o.value).sort()).toEqual([...schema.properties.country.enum].sort());
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...schema.properties.country.enum].sort());
    expect(countries.find((o) => o.value === 'DE')?.label).toBe('Germany');
    expect(countries.map((o) => o.label)).toEqual([...countries.map((o) => o.label)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(failedKeyword(ruleFor('country'), 'XX')).toBe('enum');
  });

  it('makes each field’s options once: every render of the form gets the same list', () => {
    expect(optionsFor('country')).toBe(optionsFor('country'));
    expect(optionsFor('modes')).toBe(optionsFor('modes'));
  });

  it('needs at least one mode, each from the list', () => {
    expect(validateDemoRequest({ ...valid, modes: [] })).toEqual([{ name: 'modes', message: 'Select at least one mode' }]);
    expect(failedKeyword(ruleFor('modes'), ['ocean', 'rail'])).toBe('enum');
    expect(failedKeyword(ruleFor('modes'), ['ocean', 'ocean'])).toBe('uniqueItems');
  });

  it('needs the consent box ticked', () => {
    expect(ruleFor('consent').kind).toBe('consent');
    expect(validateDemoRequest({ ...valid, consent: false })).toEqual([{ name: 'consent', message: 'Tick to agree to be contacted' }]);
    expect(validateDemoRequest(valid)).toEqual([]);
  });

  it('reports every problem of an empty form, in the form’s order', () => {
    expect(validateDemoRequest({}).map((p) => p.name)).toEqual(schema.required);
  });
});
