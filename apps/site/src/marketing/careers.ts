/** The host of the site's URL without its "www.": careers@<host>. */
export function mailHost(siteUrl: string) {
  return new URL(siteUrl).hostname.replace(/^www\./, '');
}

/** The apply link of a role: an email to `<mailbox>@<site host>` with the role's title as its subject. */
export function applyHref(mailbox: string, siteUrl: string, subject?: string) {
  const address = `mailto:${mailbox}@${mailHost(siteUrl)}`;
  return subject ? `${address}?subject=${encodeURIComponent(subject)}` : address;
}
