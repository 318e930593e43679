import {
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/**
 * Where ↑ ↓ Home End move inside a menu of `count` items from the item at `at` (-1: none yet),
 * wrapping at both ends; null for any other key.
 */
export function menuItemIndex(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (at + 1) % count;
    case 'ArrowUp':
      return at < 0 ? count - 1 : (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

export interface MenuButton {
  open: boolean;
  /** Closes the menu; `refocus` puts focus back on its button (after Esc or an action). */
  close: (refocus?: boolean) => void;
  /** The element holding both the button and the menu: a click outside it closes the menu. */
  rootRef: RefObject<HTMLDivElement | null>;
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    onClick: () => void;
    onKeyDown: (event: ReactKeyboardEvent<HTMLButtonElement>) => void;
  };
  /** For the element with role="menu" (the role stays in the markup, where linters see it). */
  menuProps: {
    id: string;
    ref: RefObject<HTMLDivElement | null>;
    tabIndex: -1;
    onKeyDown: (event: ReactKeyboardEvent<HTMLDivElement>) => void;
  };
}

/**
 * The WAI-ARIA menu button: Enter, Space or ↓ open the menu on its first item, ↑ on its last;
 * ↑ ↓ Home End move; Esc closes and returns focus to the button; Tab or a click outside closes.
 * Items are the menu's [role="menuitem"] elements with tabIndex -1; Space activates a link item
 * as Enter does.
 */
export function useMenuButton(): MenuButton {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    items[open === 'last' ? items.length - 1 : 0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus = false) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  return {
    open: open !== false,
    close,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      'aria-haspopup': 'menu',
      'aria-expanded': open !== false,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen((value) => (value ? false : 'first')),
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
      },
    },
    menuProps: {
      id: menuId,
      ref: menuRef,
      tabIndex: -1,
      onKeyDown: (event) => {
        const items = menuItems(menuRef.current);
        const focused = document.activeElement;
        const to = menuItemIndex(event.key, items.indexOf(focused as HTMLElement), items.length);
        if (to !== null) {
          event.preventDefault();
          items[to]?.focus();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          close(true);
        } else if (event.key === 'Tab') {
          close();
        } else if (event.key === ' ' && focused instanceof HTMLAnchorElement) {
          event.preventDefault();
          focused.click();
        }
      },
    },
  };
}
