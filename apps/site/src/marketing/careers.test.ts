import { describe, expect, it } from 'vitest';
import { applyHref, formatSalary } from './careers';

describe('formatSalary', () => {
  it('writes a yearly range with the currency sign and thousands separators', () => {
    expect(formatSalary({ min: 85000, max: 105000, currency: 'EUR', per: 'year' })).toBe('€85,000–€105,000 a year');
  });

  it('writes an hourly rate in dollars', () => {
    expect(formatSalary({ min: 70, max: 90, currency: 'USD', per: 'hour' })).toBe('$70–$90 an hour');
  });

  it('writes one amount when the range is a single figure', () => {
    expect(formatSalary({ min: 60000, max: 60000, currency: 'GBP', per: 'year' })).toBe('£60,000 a year');
  });
});

describe('applyHref', () => {
  it('mails the role mailbox at the site host with the title as subject', () => {
    expect(applyHref('careers', 'https://www.example.com', 'Technical Writer')).toBe(
      'mailto:careers@example.com?subject=Technical%20Writer',
    );
  });
});
