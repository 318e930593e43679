import { useTranslation } from '@cerca/i18n';
import { type SessionState, useMe } from '@cerca/session';
import { Button, buttonClassName, IconSparkles } from '@cerca/ui';
import { lazy, Suspense } from 'react';
import { CreateButton } from '../features/create/create-button';
import { CityButton } from '../features/location/city-button';
import { replayOnboarding } from '../features/onboarding/flag';
import { identityOf } from '../features/user-menu/identity';
import { UserMenu } from '../features/user-menu/user-menu';
import { AppLink } from '../lib/app-link';
import { RegionBoundary } from './region-boundary';
import { showsCitySearch } from './visibility';

// Its own chunk, fetched only once someone is signed in: visitors download none of the bell.
const NotificationBell = lazy(
  () =>
    import(
      /* webpackChunkName: "notification-bell" */ '../features/notifications/components/notification-bell'
    ),
);

export interface TopBarProps {
  pathname: string;
  session: SessionState;
  onOpenLocation: () => void;
}

/**
 * Spec 01 §2 top bar: brand, replay intro, Crear, the notification bell (issue 11), city search
 * bar, profile menu or Iniciar Sesión.
 */
export function TopBar({ pathname, session, onOpenLocation }: TopBarProps) {
  const { t } = useTranslation('chrome');
  const user = session.status === 'signed-in' ? session.user : null;
  const me = useMe(user?.id ?? null);
  const identity = user ? identityOf(user, me.data) : null;

  return (
    <header className="cerca-topbar">
      <a href="#cerca-outlet" className="cerca-skip-link">
        {t('skipToContent')}
      </a>
      <div className="cerca-topbar__row">
        <AppLink href="/" className="cerca-brand" data-testid="brand">
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path
              d="M16 6c-4.4 0-8 3.4-8 7.8C8 19.6 16 26 16 26s8-6.4 8-12.2C24 9.4 20.4 6 16 6Z"
              fill="#fff"
            />
            <circle cx="16" cy="13.5" r="3" fill="currentColor" />
          </svg>
          <span>{t('brand')}</span>
        </AppLink>
        <div className="cerca-topbar__actions">
          <Button
            variant="ghost"
            iconOnly
            aria-label={t('topBar.replayIntro')}
            title={t('topBar.replayIntro')}
            data-testid="replay-intro"
            onClick={() => replayOnboarding(window.localStorage, () => window.location.reload())}
          >
            <IconSparkles />
          </Button>
          {identity && <CreateButton ownedBusinessIds={me.data?.ownedBusinessIds ?? []} />}
          {user && (
            <RegionBoundary name="notification bell">
              <Suspense fallback={<span className="cerca-topbar__placeholder" aria-hidden="true" />}>
                <NotificationBell userId={user.id} />
              </Suspense>
            </RegionBoundary>
          )}
          {identity ? (
            <UserMenu identity={identity} />
          ) : session.status === 'signed-out' ? (
            <AppLink
              href="/profile"
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              data-testid="sign-in-link"
            >
              {t('topBar.signIn')}
            </AppLink>
          ) : (
            <span className="cerca-topbar__placeholder" aria-hidden="true" />
          )}
        </div>
      </div>
      {showsCitySearch(pathname) && (
        <div className="cerca-topbar__search">
          <CityButton onOpen={onOpenLocation} />
        </div>
      )}
    </header>
  );
}
