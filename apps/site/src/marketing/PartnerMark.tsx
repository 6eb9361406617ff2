import styles from './PartnerMark.module.css';

export interface PartnerMarkProps {
  /** The partner's name, as the page writes it beside the mark. */
  name: string;
  /** The one SVG path of the partner's simple-icons mark; none: a lettermark of the name. */
  markPath?: string | null;
  /** The box the path covers ("minX minY width height"), measured by the build from the path itself. */
  markViewBox?: string | null;
  /**
   * The side, in CSS pixels, of the square whose area every mark covers, so a wide wordmark and a round emblem
   * carry the same visual weight.
   * @default 26
   */
  size?: number;
}

/** How much wider than the square a wordmark may grow before it is scaled down to fit its tile. */
const MAX_WIDTH_RATIO = 3.4;

/**
 * The width and height of a mark whose box is `viewBox`: the area of a `size` square, never taller than `size`
 * nor wider than `size × MAX_WIDTH_RATIO` (DHL's 7:1 wordmark is 69 × 10 at 26, a round emblem 26 × 26).
 */
export function markSize(viewBox: string, size: number): { width: number; height: number } {
  const [, , w, h] = viewBox.split(/[\s,]+/).map(Number);
  if (!(w > 0 && h > 0)) throw new Error(`partner mark: viewBox "${viewBox}" has no area (expected "minX minY width height")`);
  const ratio = w / h;
  let height = Math.min(size, size / Math.sqrt(ratio));
  if (height * ratio > size * MAX_WIDTH_RATIO) height = (size * MAX_WIDTH_RATIO) / ratio;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { width: round(height * ratio), height: round(height) };
}

/**
 * The one or two to four letters of a lettermark: a name's own short capitals ("UPS", "X12 EDI" → "X12"), the
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
 * A partner's brand mark in one neutral colour (the text colour, so it reads in light and dark), drawn in its own
 * box and sized by its aspect ratio; or, where simple-icons has no licensed mark, a lettermark set in the same
 * colour and weight. Drawn inside the tile of whoever shows it (the integration card, the page header).
 * Decorative: the partner's name is always written beside it.
 */
export function PartnerMark({ name, markPath, markViewBox, size = 26 }: PartnerMarkProps) {
  if (markPath) {
    const viewBox = markViewBox ?? '0 0 24 24';
    const { width, height } = markSize(viewBox, size);
    return (
      <svg
        className={styles.brand}
        viewBox={viewBox}
        width={width}
        height={height}
        focusable="false"
        aria-hidden="true"
        data-part="partner-mark"
      >
        <path d={markPath} />
      </svg>
    );
  }
  return (
    <span className={styles.lettermark} aria-hidden="true" data-part="partner-lettermark" data-size={size > 26 ? 'large' : 'small'}>
      {monogramOf(name)}
    </span>
  );
}
