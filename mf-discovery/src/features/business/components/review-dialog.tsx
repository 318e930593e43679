import { REVIEW_COMMENT_MAX_LENGTH, type Review, reviewBodySchema } from '@cerca/contracts';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog, StarsInput } from '@cerca/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NS } from '../../../lib/i18n';
import { usePutReview } from '../api/put-review';

interface ReviewDialogProps {
  businessId: string;
  businessName: string;
  userId: string | undefined;
  /** The caller's own review: the dialog edits it. */
  mine: Review | null;
  onClose: () => void;
}

/**
 * Escribir Reseña: 1–5 stars (a radio group) and an optional comment, checked with the schema
 * PUT /review validates with. Saving updates the page's average and count and closes.
 */
export function ReviewDialog({ businessId, businessName, userId, mine, onClose }: ReviewDialogProps) {
  const { t } = useTranslation(NS);
  const formId = useId();
  const commentId = useId();
  const errorId = useId();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [invalid, setInvalid] = useState(false);
  const save = usePutReview(businessId, userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewBodySchema.safeParse({ rating, comment: comment.trim() || undefined });
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(mine ? t('reviews.toasts.updated') : t('reviews.toasts.saved'));
        onClose();
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={mine ? t('reviews.dialog.editTitle') : t('reviews.dialog.title')}
      description={t('reviews.dialog.description', { name: businessName })}
      data-testid="review-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('reviews.dialog.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={save.isPending}
            loadingText={t('reviews.dialog.sending')}
            data-testid="review-submit"
          >
            {mine ? t('reviews.dialog.update') : t('reviews.dialog.submit')}
          </Button>
        </>
      }
    >
      {/* Portalled out of the remote's root: this class brings its form styles along. */}
      <form id={formId} className={`${remoteRootClass('mf_discovery')} mf-form`} onSubmit={submit} noValidate>
        <div className="mf-field">
          <span className="mf-legend" aria-hidden="true">
            {t('reviews.dialog.rating')}
          </span>
          <StarsInput
            value={rating}
            onChange={(value) => {
              setRating(value);
              setInvalid(false);
            }}
            label={t('reviews.dialog.rating')}
            disabled={save.isPending}
          />
          {invalid ? (
            <p id={errorId} className="mf-error" role="alert">
              {t('reviews.dialog.ratingRequired')}
            </p>
          ) : null}
        </div>
        <div className="mf-field">
          <label htmlFor={commentId}>{t('reviews.dialog.comment')}</label>
          <textarea
            id={commentId}
            rows={4}
            value={comment}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            onChange={(event) => setComment(event.target.value)}
            disabled={save.isPending}
            data-testid="review-comment"
          />
          <span className="mf-muted mf-small">
            {t('reviews.dialog.length', { count: comment.length, max: REVIEW_COMMENT_MAX_LENGTH })}
          </span>
        </div>
      </form>
    </Dialog>
  );
}
