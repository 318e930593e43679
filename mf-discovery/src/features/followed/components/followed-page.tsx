import type { FollowedAnnouncement } from '@cerca/contracts/city-life/announcements';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link } from '@cerca/router';
import { signInPath, useSession } from '@cerca/session';
import { Button, buttonClassName, EmptyState, ErrorState, IconBell, Spinner } from '@cerca/ui';
import type { ReactNode } from 'react';
import { ListFilters, useListFilters } from '../../../components/list-filters';
import { PremiumUnlock } from '../../../components/premium-unlock';
import { NS } from '../../../lib/i18n';
import { useFollowedAnnouncements } from '../api/get-followed-announcements';
import { AnnouncementCard } from './announcement-card';
import './followed.css';
import '../texts';

/**
 * /followed, Avisos: a public route, because it is one of the bottom tabs everybody sees. Visitors
 * get a prompt to sign in (and come back here); signed-in people the live promotions, events and
 * announcements of the businesses they follow, with category chips and a search.
 */
export function FollowedPage() {
  const { t } = useTranslation(NS);
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  return (
    <div className="mf-page mf-stack-lg" data-testid="followed-page">
      <header className="mf-stack">
        <p className="mf-eyebrow">{t('followed.eyebrow')}</p>
        <h1 className="mf-title">{t('followed.title')}</h1>
        <p className="mf-muted">{t('followed.subtitle')}</p>
      </header>
      {session.user ? (
        <FollowedContent userId={session.user.id} />
      ) : (
        <div data-testid="followed-signed-out">
          <EmptyState
            icon={<IconBell size={32} />}
            title={t('followed.signedOut.title')}
            description={t('followed.signedOut.description')}
            action={
              <Link to={signInPath('/followed')} className={buttonClassName({ variant: 'primary' })}>
                {t('followed.signedOut.action')}
              </Link>
            }
          />
        </div>
      )}
    </div>
  );
}

function FollowedContent({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const filters = useListFilters();
  const query = useFollowedAnnouncements(userId, { q: filters.q, category: filters.category });
  const list = query.data?.pages.flatMap((page) => page.announcements) ?? [];
  const first = query.data?.pages[0];
  const nothingLive = !filters.filtered && query.isSuccess && !query.isPlaceholderData && list.length === 0;
  // Premium-only ones are shown to everybody (spec 01 §6); the others also see how to unlock them.
  const locked = first !== undefined && !first.viewer_is_premium && list.some((a) => a.is_premium_only);

  return (
    <>
      {nothingLive ? null : (
        <ListFilters
          filters={filters}
          categories={first?.categories ?? []}
          texts={{
            searchLabel: t('followed.filters.searchLabel'),
            placeholder: t('followed.filters.placeholder'),
            clear: t('followed.filters.clear'),
            categories: t('followed.filters.categories'),
            all: t('followed.filters.all'),
          }}
        />
      )}
      {locked ? (
        <PremiumUnlock message={t('followed.premium.unlock')} action={t('followed.premium.plans')} />
      ) : null}
      <section className="mf-section" aria-labelledby="followed-results">
        <h2 id="followed-results" className="cerca-visually-hidden">
          {t('followed.results')}
        </h2>
        <AnnouncementResults
          query={query}
          list={list}
          filtered={filters.filtered}
          onClearFilters={filters.clearAll}
        />
      </section>
    </>
  );
}

interface AnnouncementResultsProps {
  query: ReturnType<typeof useFollowedAnnouncements>;
  list: FollowedAnnouncement[];
  filtered: boolean;
  onClearFilters: () => void;
}

function AnnouncementResults({ query, list, filtered, onClearFilters }: AnnouncementResultsProps): ReactNode {
  const { t } = useTranslation(NS);
  if (query.isPending || (query.isPlaceholderData && list.length === 0)) {
    return (
      <div className="mf-aviso-state">
        <Spinner />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={t('followed.loadError')}
        description={query.error.message}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (list.length === 0) {
    return filtered ? (
      <div data-testid="followed-no-matches">
        <EmptyState
          title={t('followed.noMatches.title')}
          description={t('followed.noMatches.description')}
          action={
            <Button variant="secondary" onClick={onClearFilters}>
              {t('followed.noMatches.action')}
            </Button>
          }
        />
      </div>
    ) : (
      <div data-testid="followed-empty">
        <EmptyState
          icon={<IconBell size={32} />}
          title={t('followed.empty.title')}
          description={t('followed.empty.description')}
          action={
            <Link to="/businesses" className={buttonClassName({ variant: 'primary' })}>
              {t('followed.empty.action')}
            </Link>
          }
        />
      </div>
    );
  }
  const now = Date.now();
  return (
    <div className="mf-stack" aria-busy={query.isFetching}>
      <ul className="mf-avisos" data-testid="announcements">
        {list.map((announcement) => (
          <li key={announcement.id}>
            <AnnouncementCard announcement={announcement} now={now} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <ErrorState
          title={t('followed.loadMoreError')}
          onRetry={() => query.fetchNextPage()}
          retrying={query.isFetchingNextPage}
        />
      ) : null}
      {query.hasNextPage ? (
        <div className="mf-aviso-state">
          <Button
            variant="secondary"
            onClick={() => query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t('followed.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
