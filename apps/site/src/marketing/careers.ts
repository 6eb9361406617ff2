import type { Salary } from './types';

/**
 * A role's pay range as a reader sees it: "€85,000–€105,000 a year",
 * "$70–$90 an hour", in English number format, without decimals.
 */
export function formatSalary(salary: Salary) {
  const money = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const range = salary.min === salary.max ? money.format(salary.min) : `${money.format(salary.min)}–${money.format(salary.max)}`;
  return `${range} ${salary.per === 'hour' ? 'an hour' : 'a year'}`;
}

/** The host of the site's URL without its "www.": careers@<host>. */
export function mailHost(siteUrl: string) {
  return new URL(siteUrl).hostname.replace(/^www\./, '');
}

/** The apply link of a role: an email to `<mailbox>@<site host>` with the role's title as its subject. */
export function applyHref(mailbox: string, siteUrl: string, subject?: string) {
  const address = `mailto:${mailbox}@${mailHost(siteUrl)}`;
  return subject ? `${address}?subject=${encodeURIComponent(subject)}` : address;
}
