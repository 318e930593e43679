import type { City } from '@cerca/contracts';
import type { WeekendRoute } from '@cerca/contracts/city-life/events';
import { useTranslation } from '@cerca/i18n';
import { useNavigate } from '@cerca/router';
import { signInPath, useSession } from '@cerca/session';
import { Button, EmptyState, ErrorState, IconMapPin, IconPlus, Spinner, toast } from '@cerca/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Scroller } from '../../../components/scroller';
import { NS } from '../../../lib/i18n';
import { useWeekendRoutes } from '../api/get-weekend-routes';
import { msUntilNextClose, openRoutes } from '../lib/routes';
import { RouteCard } from './route-card';
import { RouteWizard } from './route-wizard';

/** setTimeout's ceiling (about 24.8 days): a later close is re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

/** The current time, moved on when the next of `routes` closes: one timer, no polling. */
function useNowUntilNextClose(routes: readonly WeekendRoute[]): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = msUntilNextClose(routes, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [routes]);
  return now;
}

interface RoutesSectionProps {
  city: City;
  /** /events?tab=routes: scroll this section into view and focus its heading once it has loaded. */
  focus: boolean;
}

/** The weekend routes carousel (spec 02 §2) with 'Crear', which opens the route wizard. */
export function RoutesSection({ city, focus }: RoutesSectionProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const session = useSession();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const [wizardOpen, setWizardOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const routes = useWeekendRoutes(city.id);
  const all = routes.data?.pages.flatMap((page) => page.routes) ?? [];
  const now = useNowUntilNextClose(all);
  const list = openRoutes(all, now);

  // tab=routes: once the list has settled (so nothing shifts after), bring it into view.
  useEffect(() => {
    if (!focus || focused.current || routes.isPending) return;
    focused.current = true;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    section.current?.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [focus, routes.isPending]);

  // A route just created: show its card and move the focus to it once the refreshed list has it.
  useEffect(() => {
    if (!created) return;
    const card = section.current?.querySelector<HTMLElement>(`[data-route-id="${created}"] article`);
    if (!card) return;
    card.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    card.focus({ preventScroll: true });
    setCreated(null);
  });

  const openWizard = () => {
    if (session.status !== 'signed-in') {
      toast.error(t('events.routes.signIn'), {
        action: {
          label: t('events.routes.signInAction'),
          onClick: () => navigate(signInPath('/events?tab=routes')),
        },
      });
      return;
    }
    setWizardOpen(true);
  };

  let body: ReactNode;
  if (routes.isPending) {
    body = (
      <div className="mf-events__state" data-testid="routes-loading">
        <Spinner />
      </div>
    );
  } else if (routes.isError) {
    body = (
      <ErrorState
        title={t('events.routes.loadError')}
        onRetry={() => routes.refetch()}
        retrying={routes.isFetching}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={<IconMapPin size={28} />}
        title={t('events.routes.empty')}
        description={t('events.routes.emptyHint', { city: city.name })}
      />
    );
  } else {
    body = (
      <Scroller label={t('events.routes.label', { city: city.name })} data-testid="routes-carousel">
        {list.map((route) => (
          <li key={route.id} data-route-id={route.id}>
            <RouteCard route={route} timeZone={city.time_zone} />
          </li>
        ))}
        {routes.hasNextPage ? (
          <li className="mf-events__more">
            <Button
              variant="secondary"
              loading={routes.isFetchingNextPage}
              onClick={() => routes.fetchNextPage()}
              data-testid="routes-more"
            >
              {t('events.routes.more')}
            </Button>
          </li>
        ) : null}
      </Scroller>
    );
  }

  return (
    <section
      ref={section}
      className="mf-section mf-events__routes"
      aria-labelledby={headingId}
      data-testid="routes-section"
    >
      <div className="mf-events__section-head">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="mf-subtitle">
          {t('events.routes.heading')}
        </h2>
        <Button
          size="sm"
          onClick={openWizard}
          disabled={session.status === 'loading'}
          aria-label={t('events.routes.createLabel')}
          data-testid="routes-create"
        >
          <IconPlus size={16} aria-hidden="true" />
          {t('events.routes.create')}
        </Button>
      </div>
      {body}
      {wizardOpen ? (
        <RouteWizard
          city={city}
          onClose={() => setWizardOpen(false)}
          onCreated={(route) => {
            setWizardOpen(false);
            setCreated(route.id);
          }}
        />
      ) : null}
    </section>
  );
}
