import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog, IconChevronLeft, IconChevronRight } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import type { Publication } from '../../../lib/publications';
import { neighbours } from '../lib/carousel';
import { PostDetail } from './post-detail';

interface PostModalProps {
  /** The publications loaded in the feed; the arrows move within them. */
  publications: readonly Publication[];
  index: number;
  userId: string | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** The post detail over the feed, with previous/next post arrows (spec 01 §2). */
export function PostModal({ publications, index, userId, onIndexChange, onClose }: PostModalProps) {
  const { t } = useTranslation(NS);
  const publication = publications[index];
  if (!publication) return null;
  const { previous, next } = neighbours(index, publications.length);
  const { lead } = publication;

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('post.detailTitle', { business: lead.business_name })}
      data-testid="post-modal"
      footer={
        <div className={`${remoteRootClass('mf_discovery')} mf-modal-nav`}>
          <Button
            variant="secondary"
            size="sm"
            disabled={previous === null}
            onClick={() => previous !== null && onIndexChange(previous)}
            data-testid="post-prev"
          >
            <IconChevronLeft />
            <span className="mf-modal-nav__text">{t('post.previousPost')}</span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={next === null}
            onClick={() => next !== null && onIndexChange(next)}
            data-testid="post-next"
          >
            <span className="mf-modal-nav__text">{t('post.nextPost')}</span>
            <IconChevronRight />
          </Button>
        </div>
      }
    >
      <div className={remoteRootClass('mf_discovery')}>
        <PostDetail
          key={lead.id}
          postId={lead.id}
          userId={userId}
          placeholder={{ post: lead, publication: publication.rows }}
        />
      </div>
    </Dialog>
  );
}
