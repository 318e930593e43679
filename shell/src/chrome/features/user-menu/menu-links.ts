import type { Identity } from './identity';

export interface MenuLink {
  href: string;
  /** Key in the chrome namespace. */
  labelKey: string;
}

/** Spec 01 §2 "User menu": the links, in order, with the conditional ones only when they apply. */
export function menuLinks(identity: Identity): MenuLink[] {
  const links: Array<MenuLink | false> = [
    { href: '/', labelKey: 'userMenu.home' },
    { href: '/businesses', labelKey: 'userMenu.businesses' },
    { href: '/favorites', labelKey: 'userMenu.favorites' },
    { href: '/events', labelKey: 'userMenu.events' },
    identity.hasMessages && { href: '/messages', labelKey: 'userMenu.messages' },
    { href: '/followed', labelKey: 'userMenu.followed' },
    { href: '/profile?tab=my_profile', labelKey: 'userMenu.myProfile' },
    identity.ownsBusiness && { href: '/profile?tab=my_businesses', labelKey: 'userMenu.myBusinesses' },
    { href: '/become-partner', labelKey: 'userMenu.becomePartner' },
    identity.isAdmin && { href: '/admin', labelKey: 'userMenu.admin' },
    identity.managedCityId !== null && {
      href: `/dashboard/city/${encodeURIComponent(identity.managedCityId)}`,
      labelKey: 'userMenu.cityDashboard',
    },
  ];
  return links.filter((link): link is MenuLink => link !== false);
}
