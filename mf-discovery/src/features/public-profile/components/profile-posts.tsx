import { useTranslation } from '@cerca/i18n';
import { Link, useSearchParams } from '@cerca/router';
import { Button, EmptyState, ErrorState, IconComment, IconHeart, Spinner } from '@cerca/ui';
import { RelativeTime } from '../../../components/relative-time';
import { NS } from '../../../lib/i18n';
import { groupPublications, type Publication } from '../../../lib/publications';
import type { usePersonPosts } from '../api/get-person-posts';
import { likesOf } from '../lib/likes';
import { VIEW_MODES, type ViewMode, viewModeOf, viewModeParam } from '../lib/view-mode';

interface ProfilePostsProps {
  query: ReturnType<typeof usePersonPosts>;
  /** Whose posts (the alt text of images without a caption). */
  name: string;
  isOwn: boolean;
}

/** Publicaciones: a grid (2 columns on phones, 3 wider) or a list, newest first, 20 rows a page. */
export function ProfilePosts({ query, name, isOwn }: ProfilePostsProps) {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const mode = viewModeOf(params.get('vista'));
  const choose = (next: ViewMode) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        const value = viewModeParam(next);
        if (value) copy.set('vista', value);
        else copy.delete('vista');
        return copy;
      },
      { replace: true },
    );

  return (
    <section className="mf-section mf-stack mf-pp__posts" aria-labelledby="pp-posts">
      <div className="mf-pp__posts-head">
        <h2 id="pp-posts" className="mf-subtitle">
          {t('publicProfile.posts.title')}
        </h2>
        <fieldset className="mf-pp__toggle">
          <legend className="cerca-visually-hidden">{t('publicProfile.posts.viewLabel')}</legend>
          {VIEW_MODES.map((option) => (
            <button
              key={option}
              type="button"
              className="mf-pp__toggle-option"
              aria-pressed={mode === option}
              onClick={() => choose(option)}
              data-testid={`public-profile-view-${option}`}
            >
              {option === 'grid' ? <GridIcon /> : <ListIcon />}
              {option === 'grid' ? t('publicProfile.posts.grid') : t('publicProfile.posts.list')}
            </button>
          ))}
        </fieldset>
      </div>
      <PostsBody query={query} name={name} isOwn={isOwn} mode={mode} />
    </section>
  );
}

function PostsBody({ query, name, isOwn, mode }: ProfilePostsProps & { mode: ViewMode }) {
  const { t } = useTranslation(NS);
  if (query.isPending) return <Spinner />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={t('publicProfile.posts.loadError')}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const publications = groupPublications(query.data.pages.flatMap((page) => page.posts));
  if (publications.length === 0) {
    return (
      <EmptyState
        title={t('publicProfile.posts.empty')}
        description={isOwn ? t('publicProfile.posts.emptyOwn') : undefined}
      />
    );
  }
  return (
    <>
      <ul
        className={mode === 'grid' ? 'mf-pp__grid' : 'mf-pp__list'}
        data-testid="public-profile-posts"
        data-view={mode}
      >
        {publications.map((publication) => (
          <li key={publication.id}>
            <PublicationLink publication={publication} name={name} mode={mode} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <ErrorState
          title={t('publicProfile.posts.loadError')}
          onRetry={() => query.fetchNextPage()}
          retrying={query.isFetchingNextPage}
        />
      ) : query.hasNextPage ? (
        <div className="mf-pp__more">
          <Button
            variant="secondary"
            onClick={() => query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t('publicProfile.posts.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** One publication: its first media, likes, comments, caption and time, linking to /post/{id}. */
function PublicationLink({
  publication,
  name,
  mode,
}: {
  publication: Publication;
  name: string;
  mode: ViewMode;
}) {
  const { t } = useTranslation(NS);
  const { lead, rows } = publication;
  const likes = likesOf(lead);
  const comments = lead.comments_count;
  return (
    <Link
      to={`/post/${encodeURIComponent(lead.id)}`}
      className={mode === 'grid' ? 'mf-pp-tile' : 'mf-pp-card'}
      data-testid="public-profile-post"
    >
      <span className="mf-pp-media">
        {lead.media_url && lead.media_type === 'video' ? (
          <video src={lead.media_url} muted playsInline preload="metadata" />
        ) : lead.media_url ? (
          <img
            src={mode === 'grid' ? (lead.thumbnail_url ?? lead.media_url) : lead.media_url}
            alt={lead.caption ?? t('publicProfile.posts.imageAlt', { name })}
            loading="lazy"
          />
        ) : (
          <span className="mf-pp-media__text">{lead.caption}</span>
        )}
        {rows.length > 1 ? (
          <span className="mf-pp-media__count">
            {t('publicProfile.posts.photos', { count: rows.length })}
          </span>
        ) : null}
      </span>
      <span className="mf-pp-stats">
        <span className="mf-pp-stats__item">
          <IconHeart size={16} />
          <span aria-hidden="true">{likes}</span>
          <span className="cerca-visually-hidden">{t('publicProfile.posts.likes', { count: likes })}</span>
        </span>
        <span className="mf-pp-stats__item">
          <IconComment size={16} />
          <span aria-hidden="true">{comments}</span>
          <span className="cerca-visually-hidden">
            {t('publicProfile.posts.comments', { count: comments })}
          </span>
        </span>
        {mode === 'list' ? <span className="mf-pp-stats__business">{lead.business_name}</span> : null}
      </span>
      {lead.caption && lead.media_url ? <span className="mf-pp-caption">{lead.caption}</span> : null}
      <RelativeTime className="mf-pp-time" value={lead.created_at} />
    </Link>
  );
}

function GridIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 6h13M8 12h13M8 18h13" strokeLinecap="round" />
      <circle cx="3.5" cy="6" r="1" />
      <circle cx="3.5" cy="12" r="1" />
      <circle cx="3.5" cy="18" r="1" />
    </svg>
  );
}
