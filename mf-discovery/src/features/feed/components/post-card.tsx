import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Button, IconComment } from '@cerca/ui';
import { type MouseEvent, useId, useState } from 'react';
import { NS } from '../../../lib/i18n';
import type { Publication } from '../../../lib/publications';
import { postPath } from '../lib/share';
import { CommentsPanel } from './comments-panel';
import { MediaCarousel } from './media-carousel';
import { PostHeader } from './post-header';
import { ReactionBar } from './reaction-bar';
import { ShareButton } from './share-button';

interface PostCardProps {
  publication: Publication;
  signedIn: boolean;
  /** Opens the detail modal of the card's lead post; the link itself is the share page. */
  onOpen: (postId: string) => void;
  /** The first card of the page: its image is fetched first (MediaCarousel's priority). */
  priority?: boolean;
}

/** One publication of the feed: its rows' media as a carousel, the lead row's social part. */
export function PostCard({ publication, signedIn, onOpen, priority = false }: PostCardProps) {
  const { t } = useTranslation(NS);
  const [showComments, setShowComments] = useState(false);
  const commentsId = useId();
  const post = publication.lead;

  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(post.id);
  };

  return (
    <article
      className="mf-post"
      aria-label={t('post.detailTitle', { business: post.business_name })}
      data-testid="post-card"
    >
      <PostHeader post={post} />
      <MediaCarousel rows={publication.rows} priority={priority} />
      {post.caption ? <p className="mf-post__caption">{post.caption}</p> : null}
      <ReactionBar post={post} signedIn={signedIn} />
      <div className="mf-post__actions">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showComments}
          aria-controls={commentsId}
          aria-label={t('comments.toggle', { count: post.comments_count })}
          onClick={() => setShowComments((shown) => !shown)}
          data-testid="comments-toggle"
        >
          <IconComment />
          <span aria-hidden="true">{post.comments_count}</span>
        </Button>
        <ShareButton postId={post.id} title={post.business_name} compact />
        <Link to={postPath(post.id)} className="mf-post__open" onClick={open} data-testid="post-open">
          {t('post.open')}
        </Link>
      </div>
      {showComments ? <CommentsPanel id={commentsId} postId={post.id} signedIn={signedIn} /> : null}
    </article>
  );
}
