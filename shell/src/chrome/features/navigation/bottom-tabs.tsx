import { useTranslation } from '@cerca/i18n';
import { IconBell, IconCalendar, IconHome, IconSearch, IconUser } from '@cerca/ui';
import { AppLink } from '../../lib/app-link';
import { isTabActive, TABS, type TabDefinition } from './tabs';

const ICONS: Record<TabDefinition['icon'], typeof IconHome> = {
  home: IconHome,
  search: IconSearch,
  events: IconCalendar,
  notices: IconBell,
  profile: IconUser,
};

/** Bottom tabs: Inicio, Buscar, Eventos, Avisos, Perfil; the current one has aria-current="page". */
export function BottomTabs({ pathname }: { pathname: string }) {
  const { t } = useTranslation('chrome');
  return (
    <nav className="cerca-bottom-tabs" aria-label={t('tabs.label')}>
      <ul>
        {TABS.map((tab) => {
          const Icon = ICONS[tab.icon];
          const active = isTabActive(tab, pathname);
          return (
            <li key={tab.href}>
              <AppLink
                href={tab.href}
                className="cerca-bottom-tabs__tab"
                aria-current={active ? 'page' : undefined}
              >
                <Icon size={22} />
                <span>{t(tab.labelKey)}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
