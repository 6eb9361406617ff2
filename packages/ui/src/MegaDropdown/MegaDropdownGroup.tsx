import { createContext, useContext, useRef, type MutableRefObject, type ReactNode } from 'react';

/** The open dropdown of a group, and how to close it. */
interface OpenDropdown {
  id: string;
  close: () => void;
}

const MegaDropdownGroupContext = createContext<MutableRefObject<OpenDropdown | null> | null>(null);

/** The nearest group's record of its open dropdown; null outside a group. */
export const useMegaDropdownGroup = () => useContext(MegaDropdownGroupContext);

export interface MegaDropdownGroupProps {
  /** The menu bar's `MegaDropdown`s, at any depth. */
  children?: ReactNode;
}

/**
 * Holds the dropdowns of one menu bar, so only one of them is open at a
 * time; renders no element of its own. `Navbar` provides one around its items.
 *
 * **When to use** Around every `MegaDropdown` of a navigation you compose
 * yourself; a dropdown outside a group opens and closes on its own.
 *
 * **Parts** None: a context provider around your markup.
 *
 * **Accessibility** Opening one dropdown (hover after 100 ms, click or
 * keyboard) closes the other in the same frame, so the menu bar never shows
 * two panels or, while the pointer moves between triggers, neither.
 */
export function MegaDropdownGroup({ children }: MegaDropdownGroupProps) {
  const open = useRef<OpenDropdown | null>(null);
  return <MegaDropdownGroupContext.Provider value={open}>{children}</MegaDropdownGroupContext.Provider>;
}
