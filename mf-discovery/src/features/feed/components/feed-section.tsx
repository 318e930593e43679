import type { City } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { useDeferredAnswer } from '@cerca/remote-kit';
import { Button, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { groupPublications } from '../../../lib/publications';
import { useFeed } from '../api/get-feed';
import { flattenPages, nextFeedStep, REVEAL_STEP } from '../lib/pages';
import { PostCard } from './post-card';
import { PostModal } from './post-modal';
import { useInView } from './use-in-view';
import { useViewer } from './use-viewer';
import './feed.css';
import '../texts';

/** How far below the screen the end of the list counts as near: about a screen on a phone. */
const NEAR_END = '800px';

/**
 * The city's posts, loaded 20 at a time and drawn a few at a time (nextFeedStep): the next ones
 * are drawn, then the next page loaded, as the end of the list comes within a screen of view.
 */
export function FeedSection({ city }: { city: City }) {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  const feed = useFeed(city.id, viewer.userId, viewer.ready);
  // Rendered in slices (useDeferredAnswer): twenty posts at once were a long task of 250 ms on a
  // mid-range phone, blocking taps (issue 24). One city's feed for the section's life (its key).
  const pages = useDeferredAnswer(feed.data?.pages);
  const publications = useMemo(() => groupPublications(flattenPages(pages, (page) => page.posts)), [pages]);
  const [revealed, setRevealed] = useState(REVEAL_STEP);
  const shown = publications.slice(0, revealed);
  const [openId, setOpenId] = useState<string | null>(null);
  const openIndex = openId === null ? -1 : publications.findIndex((p) => p.lead.id === openId);

  // A new round per step: the end is near again only once the observer has seen the longer list.
  const [sentinel, nearEnd] = useInView<HTMLDivElement>(NEAR_END, revealed);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  const stepAt = (near: boolean) =>
    nextFeedStep({
      near,
      revealed,
      loaded: publications.length,
      hasNextPage,
      isFetchingNextPage,
      isError: isFetchNextPageError,
    });
  const advance = (step: ReturnType<typeof nextFeedStep>) => {
    if (step === 'reveal') startTransition(() => setRevealed((count) => count + REVEAL_STEP));
    else if (step === 'fetch') void fetchNextPage();
  };
  const step = stepAt(nearEnd);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per step and round; advance reads the same render's state.
  useEffect(() => advance(step), [step, revealed]);
  useEffect(() => {
    // Without an observer nothing would tell when the end is near: draw everything loaded.
    if (typeof IntersectionObserver === 'undefined') setRevealed(Number.POSITIVE_INFINITY);
  }, []);

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
      {stepAt(true) !== 'none' ? (
        // Also reachable without scrolling (keyboard, or when the observer is unavailable).
        <Button variant="ghost" onClick={() => advance(stepAt(true))} data-testid="feed-more">
          {t('feed.loadMore')}
        </Button>
      ) : null}
      {pages && publications.length > 0 && !hasNextPage && revealed >= publications.length ? (
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
