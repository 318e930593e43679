import { useTranslation } from '@cerca/i18n';
import { signOut } from '@cerca/session';
import { Avatar, IconLogOut } from '@cerca/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { AppLink } from '../../lib/app-link';
import type { Identity } from './identity';
import { menuLinks } from './menu-links';

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The signed-in person's menu (spec 01 §2): avatar, username, e-mail, links and Cerrar Sesión.
 * Menu-button pattern: ↑ ↓ Home End move, Esc closes and returns focus, Tab or a click outside closes.
 */
export function UserMenu({ identity }: { identity: Identity }) {
  const { t } = useTranslation('chrome');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const links = menuLinks(identity);

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(at + 1);
      case 'ArrowUp':
        return move(at - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case 'Tab':
        return close(false);
      default:
        return;
    }
  };

  const onSignOut = async () => {
    setOpen(false);
    const ok = await signOut();
    if (!ok) toast.error(t('signOut.error'));
  };

  return (
    <div className="cerca-user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="cerca-user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('userMenu.open', { name: identity.displayName })}
        data-testid="user-menu-button"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar src={identity.avatarUrl} name={identity.displayName} size="sm" decorative />
      </button>
      {open && (
        <div className="cerca-user-menu__popover">
          <div className="cerca-user-menu__identity">
            <Avatar src={identity.avatarUrl} name={identity.displayName} size="lg" decorative />
            <div className="cerca-user-menu__who">
              <p className="cerca-user-menu__name">{identity.username}</p>
              {identity.email && <p className="cerca-user-menu__email">{identity.email}</p>}
            </div>
          </div>
          <div
            id={menuId}
            ref={menuRef}
            role="menu"
            tabIndex={-1}
            aria-label={t('userMenu.label')}
            className="cerca-user-menu__items"
            onKeyDown={onMenuKeyDown}
          >
            {links.map((link) => (
              <AppLink
                key={link.href}
                role="menuitem"
                tabIndex={-1}
                href={link.href}
                onClick={() => setOpen(false)}
              >
                {t(link.labelKey)}
              </AppLink>
            ))}
            <hr className="cerca-user-menu__separator" />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="cerca-user-menu__sign-out"
              onClick={onSignOut}
            >
              <IconLogOut size={18} />
              {t('userMenu.signOut')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
