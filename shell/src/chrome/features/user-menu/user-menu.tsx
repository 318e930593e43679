import { useTranslation } from '@cerca/i18n';
import { signOut } from '@cerca/session';
import { Avatar, IconLogOut, toast, useMenuButton } from '@cerca/ui';
import { AppLink } from '../../lib/app-link';
import type { Identity } from './identity';
import { menuLinks } from './menu-links';

/**
 * The signed-in person's menu (spec 01 §2): avatar, username, e-mail, links and Cerrar Sesión.
 * The menu-button pattern of @cerca/ui: ↑ ↓ Home End move, Esc closes and returns focus, Tab or a
 * click outside closes.
 */
export function UserMenu({ identity }: { identity: Identity }) {
  const { t } = useTranslation('chrome');
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton();
  const links = menuLinks(identity);

  const onSignOut = async () => {
    close();
    const ok = await signOut();
    if (!ok) toast.error(t('signOut.error'));
  };

  return (
    <div className="cerca-user-menu" ref={rootRef}>
      <button
        {...buttonProps}
        type="button"
        className="cerca-user-menu__button"
        aria-label={t('userMenu.open', { name: identity.displayName })}
        data-testid="user-menu-button"
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
          <div {...menuProps} role="menu" aria-label={t('userMenu.label')} className="cerca-user-menu__items">
            {links.map((link) => (
              <AppLink key={link.href} role="menuitem" tabIndex={-1} href={link.href} onClick={() => close()}>
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
