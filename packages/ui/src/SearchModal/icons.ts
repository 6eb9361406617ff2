/**
 * The search dialog's own drawings for `Icon`'s `drawing` prop, each one
 * path as the dialog has always drawn it. They live here, in the lazily
 * loaded search chunk, so the icon set every page loads does not grow.
 */
export const SEARCH_ICONS = {
  /** The search field's lens: larger than `search`, for a 20px field icon. */
  lens: ['m20 20-4.35-4.35M18 10.5a7.5 7.5 0 1 1-15 0 7.5 7.5 0 0 1 15 0Z'],
  /** A page with a folded corner: a search hit that is a whole page. */
  page: ['M6 3h8l4 4v14H6V3Zm8 0v4h4'],
  /** A hash: a search hit that is a section heading. */
  hash: ['M10 4 8 20m8-16-2 16M4 9h16M4 15h16'],
  /** Lines of text: a search hit in a paragraph. */
  text: ['M4 6h16M4 12h16M4 18h10'],
  /** One four-pointed spark: Ask AI. */
  sparkle: ['M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3Z'],
  /** The Enter key's return arrow. */
  enter: ['M19 5v7a3 3 0 0 1-3 3H6m0 0 4-4m-4 4 4 4'],
  star: ['m12 3 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 17l-5.4 2.8 1.1-6.1-4.5-4.3 6.1-.8L12 3Z'],
  'arrow-left': ['M19 12H5m0 0 6-6m-6 6 6 6'],
  plus: ['M12 5v14M5 12h14'],
} as const satisfies Record<string, readonly string[]>;
