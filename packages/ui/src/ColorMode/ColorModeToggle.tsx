import { Icon } from '../Icon';
import { useColorMode } from './ColorModeProvider';
import type { ColorModeChoice } from './colorModeScript';
import styles from './ColorModeToggle.module.css';

export interface ColorModeToggleProps {
  /**
   * The name of each choice, as read out and shown in the tooltip.
   * @default { light: "light mode", dark: "dark mode", system: "system mode" }
   */
  modeLabels?: Record<ColorModeChoice, string>;
  /**
   * Builds the button's accessible name from the current choice's name.
   * @default (mode) => `Switch between dark and light mode (currently ${mode})`
   */
  label?: (currentModeLabel: string) => string;
  /** Extra class on the button, e.g. to place it in a custom header. */
  className?: string;
}

const DEFAULT_MODE_LABELS: Record<ColorModeChoice, string> = {
  light: 'light mode',
  dark: 'dark mode',
  system: 'system mode',
};

const defaultLabel = (mode: string) => `Switch between dark and light mode (currently ${mode})`;

/**
 * A round button that cycles the colour mode: light → dark (→ system when the
 * provider respects the OS). All three icons are in the markup and CSS shows
 * the one for `html[data-theme-choice]`, so it is right before hydration.
 *
 * **When to use** In the navbar (the default `colorMode` item renders it) or
 * any header, inside a `ColorModeProvider`.
 *
 * **Parts** A round button with three icons (sun, moon, monitor); CSS shows
 * the one for the current choice.
 *
 * **Accessibility** A `<button>` whose `aria-label` says the action and the
 * current mode ("Switch between dark and light mode (currently light mode)");
 * the icons are hidden from assistive technology. Enter or Space switches;
 * focus stays on the button.
 */
export function ColorModeToggle({ modeLabels = DEFAULT_MODE_LABELS, label = defaultLabel, className }: ColorModeToggleProps) {
  const { choice, choices, setChoice } = useColorMode();
  const next = choices[(choices.indexOf(choice) + 1) % choices.length];
  return (
    <button
      type="button"
      className={[styles.toggle, className].filter(Boolean).join(' ')}
      data-component="ColorModeToggle"
      data-choice={choice}
      title={modeLabels[choice]}
      aria-label={label(modeLabels[choice])}
      onClick={() => setChoice(next)}
    >
      <Icon name="sun" size={20} className={styles.icon} data-part="light-icon" />
      <Icon name="moon" size={20} className={styles.icon} data-part="dark-icon" />
      <Icon name="monitor" size={20} className={styles.icon} data-part="system-icon" />
    </button>
  );
}
