/** The least distance between a dropdown panel and either viewport edge. */
export const VIEWPORT_MARGIN_PX = 20;

export interface PanelPlacement {
  /** Pixels to move the panel horizontally (negative: to the left). */
  shift: number;
  /** The widest the panel may be and still keep the margin on both sides. */
  maxWidth: number;
}

/**
 * Where a panel must move so it keeps `margin` px from both viewport edges:
 * it shifts inward when it would overflow, and is capped to the viewport's
 * width minus both margins when it is wider than that (then it starts at the
 * left margin). `left` and `width` are the panel's natural box in viewport
 * coordinates, before any shift.
 */
export function keepInViewport(
  { left, width }: { left: number; width: number },
  viewportWidth: number,
  margin: number = VIEWPORT_MARGIN_PX,
): PanelPlacement {
  const maxWidth = Math.max(0, viewportWidth - 2 * margin);
  const fittedWidth = Math.min(width, maxWidth);
  const minLeft = margin;
  const maxLeft = viewportWidth - margin - fittedWidth;
  const targetLeft = Math.min(Math.max(left, minLeft), maxLeft);
  return { shift: targetLeft - left || 0, maxWidth };
}
