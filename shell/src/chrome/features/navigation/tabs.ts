export interface TabDefinition {
  href: string;
  labelKey: string;
  icon: 'home' | 'search' | 'events' | 'notices' | 'profile';
  /** Other paths under which this tab is the current one. */
  alsoActiveUnder?: string[];
}

/** Spec 01 §2 bottom tabs: Inicio, Buscar, Eventos, Avisos, Perfil. */
export const TABS: TabDefinition[] = [
  { href: '/', labelKey: 'tabs.home', icon: 'home' },
  { href: '/businesses', labelKey: 'tabs.search', icon: 'search', alsoActiveUnder: ['/category'] },
  { href: '/events', labelKey: 'tabs.events', icon: 'events' },
  { href: '/followed', labelKey: 'tabs.notices', icon: 'notices' },
  { href: '/profile', labelKey: 'tabs.profile', icon: 'profile' },
];

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Whether the tab is the current page (aria-current="page"): Inicio only on "/" itself. */
export function isTabActive(tab: TabDefinition, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (tab.href === '/') return path === '/';
  return under(path, tab.href) || (tab.alsoActiveUnder ?? []).some((base) => under(path, base));
}
