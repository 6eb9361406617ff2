import styles from './PartnerMark.module.css';

export interface PartnerMarkProps {
  /** The partner's name, as the page writes it beside the mark. */
  name: string;
  /** The one SVG path (24×24) of the partner's simple-icons mark; none: a monogram of the name. */
  markPath?: string | null;
}

/**
 * The one or two to four letters of a monogram: a name's own short capitals ("UPS", "X12 EDI" → "X12"), the
 * capitals of a camel-cased name ("CargoSmart" → "CS"), the initials of its first two words ("Amazon Shipping"
 * → "AS"), or the first two letters of a one-word name ("Geotab" → "Ge", "INTTRA" → "IN").
 */
export function monogramOf(name: string): string {
  const words = name.split(/[\s(/-]+/).filter(Boolean);
  const first = words[0] ?? '';
  if (/^[A-Z0-9]{2,4}$/.test(first)) return first;
  if (words.length > 1) return (first.charAt(0) + words[1].charAt(0)).toUpperCase();
  const capitals = first.match(/[A-Z]/g) ?? [];
  if (capitals.length === 2 && first.charAt(0) === capitals[0]) return capitals.join('');
  return first.charAt(0).toUpperCase() + first.charAt(1);
}

/**
 * A partner's brand mark in one colour (the text colour, so it reads in light and dark), or a neutral monogram
 * where simple-icons has no mark; drawn inside the tile of whoever shows it (the integration card, the page
 * header). Decorative: the partner's name is always written beside it.
 */
export function PartnerMark({ name, markPath }: PartnerMarkProps) {
  return markPath ? (
    <svg className={styles.brand} viewBox="0 0 24 24" focusable="false" aria-hidden="true" data-part="partner-mark">
      <path d={markPath} />
    </svg>
  ) : (
    <span className={styles.monogram} aria-hidden="true" data-part="partner-monogram">
      {monogramOf(name)}
    </span>
  );
}
