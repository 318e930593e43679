import { type RefObject, useEffect, useRef } from 'react';
import { focusableWithin, wrapFocusIndex } from './lib/focus';
import { lockScroll } from './lib/scroll-lock';

/** Open modals, innermost last: only the top one reacts to Esc and Tab. */
const stack: symbol[] = [];

export interface ModalOptions {
  open: boolean;
  onClose: () => void;
  /** The element that holds the modal's content; focus stays inside it. */
  panelRef: RefObject<HTMLElement | null>;
  /** What to focus on open; the panel itself otherwise (screen readers then read its label). */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Esc closes (default true). */
  closeOnEscape?: boolean | undefined;
}

/**
 * Behaviour every modal surface needs: focus moves in on open and back to where it was on close,
 * Tab and Shift+Tab cycle inside, Esc closes, and the page behind does not scroll.
 */
export function useModal({
  open,
  onClose,
  panelRef,
  initialFocusRef,
  closeOnEscape = true,
}: ModalOptions): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const id = Symbol('modal');
    stack.push(id);
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const initial = initialFocusRef?.current ?? panelRef.current;
    initial?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id) return;
      const panel = panelRef.current;
      if (!panel) return;
      if (event.key === 'Escape' && closeOnEscape) {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = focusableWithin(panel);
      if (focusables.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement as HTMLElement | null;
      const index = active ? focusables.indexOf(active) : -1;
      const atEdge = index === -1 || (event.shiftKey ? index === 0 : index === focusables.length - 1);
      if (!atEdge) return;
      event.preventDefault();
      focusables[wrapFocusIndex(index, focusables.length, event.shiftKey)]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const at = stack.indexOf(id);
      if (at !== -1) stack.splice(at, 1);
      unlock();
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [open, panelRef, initialFocusRef, closeOnEscape]);
}
