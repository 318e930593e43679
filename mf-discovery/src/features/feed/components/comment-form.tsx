import { COMMENT_MAX_LENGTH } from '@cerca/contracts/feed';
import { useTranslation } from '@cerca/i18n';
import { Button, toast } from '@cerca/ui';
import { type FormEvent, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useCreateComment } from '../api/create-comment';
import { canSend, commentFormResolver, commentProblem } from '../lib/comments';

/**
 * Textarea and Enviar. The text is checked with the contract's schema (trimmed, non-empty);
 * visitors are told to sign in and nothing is sent.
 */
export function CommentForm({ postId, signedIn }: { postId: string; signedIn: boolean }) {
  const { t } = useTranslation(NS);
  const form = useForm({ resolver: commentFormResolver, defaultValues: { comment: '' } });
  const draft = useWatch({ control: form.control, name: 'comment' });
  const create = useCreateComment(postId);
  const fieldId = useId();
  const errorId = useId();

  const invalid = form.formState.errors.comment;
  const error = invalid
    ? commentProblem(invalid) === 'empty'
      ? t('comments.emptyError')
      : t('comments.tooLong', { max: COMMENT_MAX_LENGTH })
    : null;

  const send = form.handleSubmit(({ comment }) => {
    create.mutate(comment, {
      onSuccess: () => {
        form.reset();
        toast.success(t('comments.added'));
      },
      onError: () => toast.error(t('comments.addError')),
    });
  });

  const submit = (event: FormEvent) => {
    if (!signedIn) {
      event.preventDefault();
      toast.error(t('comments.signIn'));
      return;
    }
    void send(event);
  };

  return (
    <form className="mf-comment-form" onSubmit={submit} noValidate data-testid="comment-form">
      <label htmlFor={fieldId} className="cerca-visually-hidden">
        {t('comments.label')}
      </label>
      <textarea
        id={fieldId}
        className="mf-comment-form__input"
        rows={2}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t('comments.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...form.register('comment')}
        data-testid="comment-input"
      />
      <Button
        type="submit"
        size="sm"
        disabled={!canSend(draft, create.isPending)}
        loading={create.isPending}
        loadingText={t('comments.sending')}
        data-testid="comment-send"
      >
        {t('comments.send')}
      </Button>
      {error ? (
        <p id={errorId} className="mf-comment-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
