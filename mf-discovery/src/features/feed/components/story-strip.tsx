import type { City } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { Avatar, ErrorState, Spinner } from '@cerca/ui';
import { useMemo, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useStories } from '../api/get-stories';
import { groupStories, playOrder } from '../lib/stories';
import { STORY_STRIP_SLOT } from './story-strip-slot';
import { StoryViewer } from './story-viewer';
import { useLiveStories } from './use-live-stories';
import './feed.css';
import '../texts';

/**
 * The city's unexpired stories, one circle per business (logo or its author's avatar and the
 * business name), newest first. Each circle is a button that opens the full-screen viewer.
 */
export function StoryStrip({ city }: { city: City }) {
  const { t } = useTranslation(NS);
  const stories = useStories(city.id);
  const live = useLiveStories(stories.data?.stories);
  const groups = useMemo(() => groupStories(live), [live]);
  const order = useMemo(() => playOrder(groups), [groups]);
  const [openAt, setOpenAt] = useState<number | null>(null);

  // Nothing to show: the strip simply is not there (a city without stories today).
  if (stories.data && groups.length === 0) return null;

  return (
    <section
      aria-labelledby="home-stories"
      className={`mf-section ${STORY_STRIP_SLOT}`}
      aria-busy={stories.isPending}
    >
      <h2 id="home-stories" className="cerca-visually-hidden">
        {t('stories.title')}
      </h2>
      {stories.isPending ? <Spinner size="sm" /> : null}
      {stories.isError ? (
        <ErrorState
          title={t('stories.loadError')}
          onRetry={() => stories.refetch()}
          retrying={stories.isFetching}
        />
      ) : null}
      {groups.length > 0 ? (
        <ul className="mf-stories" aria-label={t('stories.title')} data-testid="story-strip">
          {groups.map((group) => (
            <li key={group.key}>
              <button
                type="button"
                className="mf-story-bubble"
                aria-label={t('stories.open', { business: group.business_name })}
                onClick={() => setOpenAt(group.start)}
                data-testid="story-bubble"
              >
                <span className="mf-story-bubble__ring">
                  <Avatar
                    src={group.business?.logo_url ?? group.stories[0]!.author.avatar_url}
                    name={group.business_name}
                    size="lg"
                    decorative
                  />
                </span>
                <span className="mf-story-bubble__name" aria-hidden="true">
                  {group.business_name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {openAt !== null && order.length > 0 ? (
        <StoryViewer stories={order} startAt={openAt} onClose={() => setOpenAt(null)} />
      ) : null}
    </section>
  );
}
