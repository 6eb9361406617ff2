import { useId, type SVGProps } from 'react';
import { ICON_PATHS, type IconName } from './iconPaths';

/** What to draw: an icon of the set by `name`, or a component's own `drawing` (its path data, same 24x24 box and stroke). */
export type IconSource = { name: IconName; drawing?: undefined } | { name?: undefined; drawing: readonly string[] };

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> & IconSource & IconOptions;

interface IconOptions {
  /**
   * Width and height in CSS pixels (the drawing is 24x24 and scales).
   * @default 24
   */
  size?: number | string;
  /**
   * Gives the icon an accessible name (`role="img"` and a `<title>`). Without
   * it the icon is decorative and `aria-hidden`.
   */
  title?: string;
  /**
   * The stroke width in drawing units.
   * @default 1.75
   */
  strokeWidth?: number;
}

/**
 * The subpaths of a drawing as the data of one `<path>`: the same strokes with
 * one element instead of one per subpath (a page draws dozens of icons). A
 * subpath that starts with a relative `m` was relative to the origin as a
 * path of its own; after another subpath it would be relative to that one's
 * end, so it is moved back to the origin first (a lone moveto draws nothing).
 */
function singlePath(subpaths: readonly string[]): string {
  return subpaths.map((d) => (d.startsWith('m') ? `M0 0${d}` : d)).join('');
}

/**
 * A 24x24 stroke icon in `currentColor`; decorative unless it has a `title`.
 *
 * **When to use** Beside a label to help recognition (in buttons, dropdown
 * entries, cards). Alone, only with a `title` or inside a control that has a
 * name.
 *
 * **Parts** One inline `<svg>` of one `<path>`, from the set in `ICON_NAMES`,
 * drawn in `currentColor`.
 *
 * **Accessibility** Without `title` it is `aria-hidden`; with a `title` it is
 * `role="img"` named by it.
 */
export function Icon({ name, drawing, size = 24, title, strokeWidth = 1.75, ...rest }: IconProps) {
  const titleId = useId();
  const labelled = title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true as const };
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: an icon without a title is aria-hidden (decorative); with one it is a labelled img.
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-component="Icon"
      data-icon={name}
      {...labelled}
      {...rest}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      <path d={singlePath(drawing ?? ICON_PATHS[name!])} />
    </svg>
  );
}
