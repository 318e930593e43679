import { MAX_RATING_COMMENT, type OrderRatingBody } from '@cerca/contracts/order-ratings';
import { useTranslation } from '@cerca/i18n';

import { useId, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { NS } from '../../../lib/i18n';
import { StarInput } from './star-input';
import './order-rating.css';

/**
 * "Califica tu pedido": stars for the food, stars for the delivery (only when a driver brought it),
 * and a short comment. Sending is final, as the dialog says. A refusal stays in the dialog, in the
 * server's words, with the stars kept. `onSubmit` resolves once the server agreed.
 */
export function OrderRatingDialog({
  withDelivery,
  onClose,
  onSubmit,
}: {
  withDelivery: boolean;
  onClose: () => void;
  onSubmit: (body: OrderRatingBody) => Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const commentId = useId();
  const [food, setFood] = useState<number | null>(null);
  const [delivery, setDelivery] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (food === null || (withDelivery && delivery === null)) {
      setFailure(t('rating.missingStars'));
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      await onSubmit({
        food_stars: food,
        ...(withDelivery && delivery !== null ? { delivery_stars: delivery } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
    } catch (cause) {
      setFailure(cause instanceof Error && cause.message ? cause.message : t('rating.error'));
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      title={t('rating.title')}
      description={t('rating.description')}
      backLabel={t('rating.back')}
      submitLabel={t('rating.submit')}
      sending={sending}
      onClose={onClose}
      onSubmit={send}
      className="mf-order-rating"
      submitTestId="order-rating-submit"
      data-testid="order-rating-dialog"
    >
      <StarInput
        legend={t('rating.food')}
        value={food}
        disabled={sending}
        onChange={setFood}
        testId="rating-food"
      />
      {withDelivery ? (
        <StarInput
          legend={t('rating.delivery')}
          value={delivery}
          disabled={sending}
          onChange={setDelivery}
          testId="rating-delivery"
        />
      ) : null}
      <div className="mf-field">
        <label htmlFor={commentId}>{t('rating.comment')}</label>
        <textarea
          id={commentId}
          rows={2}
          maxLength={MAX_RATING_COMMENT}
          value={comment}
          disabled={sending}
          onChange={(event) => setComment(event.target.value)}
          data-testid="rating-comment"
        />
        <p className="mf-hint">{t('rating.commentHint', { count: MAX_RATING_COMMENT - comment.length })}</p>
      </div>
      {failure ? (
        <p className="mf-error" role="alert" data-testid="order-rating-error">
          {failure}
        </p>
      ) : null}
    </FormDialog>
  );
}
