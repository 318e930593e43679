import { REVIEW_COMMENT_MAX_LENGTH, type Review } from '@cerca/contracts/business-page';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog, StarsInput, toast } from '@cerca/ui';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { usePutReview } from '../api/put-review';
import { reviewFormDefaults, reviewFormResolver } from '../lib/review-form';

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
  const form = useForm({ resolver: reviewFormResolver, defaultValues: reviewFormDefaults(mine) });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const save = usePutReview(businessId, userId);

  // The body is the schema's output: rating and trimmed comment (blank is stored as no comment).
  const submit = form.handleSubmit((body) => {
    save.mutate(body, {
      onSuccess: () => {
        toast.success(mine ? t('reviews.toasts.updated') : t('reviews.toasts.saved'));
        onClose();
      },
      onError: (error) => toast.error(error.message),
    });
  });

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
          <Controller
            name="rating"
            control={form.control}
            render={({ field }) => (
              <StarsInput
                value={field.value}
                onChange={field.onChange}
                label={t('reviews.dialog.rating')}
                disabled={save.isPending}
              />
            )}
          />
          {form.formState.errors.rating ? (
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
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            {...form.register('comment')}
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
