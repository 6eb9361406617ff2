import { useEffect, useRef } from 'react';

export interface SearchShortcutsOptions {
  /** Whether the search modal is open. */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /**
   * Turns the shortcuts off, e.g. while another dialog is open.
   * @default true
   */
  enabled?: boolean;
}

/** Where "/" is text the reader is typing (or a press of a focused button), not a shortcut. */
function isEditing(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('[contenteditable]:not([contenteditable="false"])') !== null ||
    /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(target.tagName)
  );
}

/**
 * The global search shortcuts on window: Ctrl/Cmd+K toggles the modal
 * everywhere, even in inputs; "/" opens it when focus is not in an input,
 * textarea, select, button or contenteditable. Escape is the modal's.
 */
export function useSearchShortcuts({ open, onOpen, onClose, enabled = true }: SearchShortcutsOptions) {
  const latest = useRef({ open, onOpen, onClose });
  latest.current = { open, onOpen, onClose };
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const { open: isOpen, onOpen: openModal, onClose: closeModal } = latest.current;
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        (isOpen ? closeModal : openModal)();
        return;
      }
      if (event.key === '/' && !isOpen && !event.metaKey && !event.ctrlKey && !event.altKey) {
        // The real target, even inside a shadow root.
        if (isEditing(event.composedPath()[0] ?? event.target)) return;
        event.preventDefault();
        openModal();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
