import type { City } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { useDeferredAnswer, useFirstPaintSlice } from '@cerca/remote-kit';
import { Button, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { useEffect, useMemo, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { groupPublications } from '../../../lib/publications';
import { useFeed } from '../api/get-feed';
import { flattenPages, shouldLoadMore } from '../lib/pages';
import { PostCard } from './post-card';
import { PostModal } from './post-modal';
import { useInView } from './use-in-view';
import { useViewer } from './use-viewer';
import './feed.css';
import '../texts';

/** Posts a phone's first screen can show (the rest follow right after the first paint). */
const FIRST_PAINT_POSTS = 3;

/** The city's posts, 20 at a time; the next page loads when the end of the list shows. */
export function FeedSection({ city }: { city: City }) {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  const feed = useFeed(city.id, viewer.userId, viewer.ready);
  // Rendered in slices (useDeferredAnswer): twenty posts at once were a long task of 250 ms on a
  // mid-range phone, blocking taps (issue 24). One city's feed for the section's life (its key).
  const pages = useDeferredAnswer(feed.data?.pages);
  const publications = useMemo(() => groupPublications(flattenPages(pages, (page) => page.posts)), [pages]);
  const shown = useFirstPaintSlice(publications, FIRST_PAINT_POSTS);
  const [openId, setOpenId] = useState<string | null>(null);
  const openIndex = openId === null ? -1 : publications.findIndex((p) => p.lead.id === openId);

  const [sentinel, sentinelInView] = useInView<HTMLDivElement>();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  useEffect(() => {
    const state = {
      intersecting: sentinelInView,
      hasNextPage,
      isFetchingNextPage,
      isError: isFetchNextPageError,
    };
    if (shouldLoadMore(state)) void fetchNextPage();
  }, [sentinelInView, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const loading = !viewer.ready || feed.isPending || (feed.data !== undefined && pages === undefined);
  return (
    <section
      aria-labelledby="home-feed"
      className="mf-section mf-feed"
      aria-busy={loading}
      data-testid="feed"
    >
      <h2 id="home-feed" className="mf-subtitle">
        {t('feed.title', { city: city.name })}
      </h2>
      {loading ? <Spinner /> : null}
      {feed.isError && !feed.data ? (
        <ErrorState title={t('feed.loadError')} onRetry={() => feed.refetch()} retrying={feed.isFetching} />
      ) : null}
      {pages && publications.length === 0 ? (
        <EmptyState title={t('feed.empty', { city: city.name })} description={t('feed.emptyHint')} />
      ) : null}
      {publications.length > 0 ? (
        <ul className="mf-feed__list" data-testid="feed-list">
          {shown.map((publication, index) => (
            <li key={publication.lead.id}>
              <PostCard
                publication={publication}
                signedIn={viewer.userId !== null}
                onOpen={setOpenId}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {publications.length > 0 ? (
        <div ref={sentinel} className="mf-feed__sentinel" aria-hidden="true" />
      ) : null}
      {isFetchingNextPage ? <Spinner label={t('feed.loadingMore')} /> : null}
      {isFetchNextPageError ? (
        <ErrorState
          title={t('feed.loadError')}
          onRetry={() => fetchNextPage()}
          retrying={isFetchingNextPage}
        />
      ) : null}
      {hasNextPage && !isFetchingNextPage && !isFetchNextPageError ? (
        // Also reachable without scrolling (keyboard, or when the observer is unavailable).
        <Button variant="ghost" onClick={() => fetchNextPage()} data-testid="feed-more">
          {t('feed.loadMore')}
        </Button>
      ) : null}
      {pages && publications.length > 0 && !hasNextPage ? (
        <p className="mf-muted mf-feed__end">{t('feed.end')}</p>
      ) : null}
      {openIndex >= 0 ? (
        <PostModal
          publications={publications}
          index={openIndex}
          userId={viewer.userId}
          onIndexChange={(index) => {
            setOpenId(publications[index]?.lead.id ?? null);
            // Near the end of what is loaded: fetch the next page so 'siguiente' keeps going.
            if (index >= publications.length - 2 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
          }}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </section>
  );
}
