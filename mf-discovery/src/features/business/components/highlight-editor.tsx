import type { Highlight } from '@cerca/contracts/business-page';
import { imageFileProblem } from '@cerca/contracts/media';
import { PUBLISH_IMAGE_MAX_BYTES } from '@cerca/contracts/publishing';
import { formatDate, useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { ApiError } from '@cerca/session';
import { Button, buttonClassName, Dialog, toast } from '@cerca/ui';
import { type ChangeEvent, useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useBusinessStories } from '../api/get-story-choices';
import { useDeleteHighlight, useSaveHighlight } from '../api/save-highlight';
import {
  highlightFormData,
  highlightFormDefaults,
  highlightFormResolver,
  storyChoices,
  storyThumbnail,
  toggleStoryId,
} from '../lib/highlight-form';

interface HighlightEditorProps {
  businessId: string;
  /** The collection to edit; null creates one. */
  highlight: Highlight | null;
  onClose: () => void;
}

/** The server's own Spanish message (the plan, a refused cover), shown under the spec's toast. */
function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
}

/** A preview URL for the picked cover, revoked when it changes or the dialog closes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Editar Colección (spec 01 §2, §4): the name, a cover image with its preview, the story picker
 * (live stories and the archive, with thumbnails and checkboxes), Cancelar, Guardar and, for an
 * existing collection, Eliminar after a confirmation. Saving replaces every story of the collection.
 */
export function HighlightEditor({ businessId, highlight, onClose }: HighlightEditorProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const form = useForm({ resolver: highlightFormResolver, defaultValues: highlightFormDefaults(highlight) });
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = usePreview(cover);
  const save = useSaveHighlight(businessId, highlight?.id ?? null);
  const remove = useDeleteHighlight(businessId);
  const busy = save.isPending || remove.isPending;

  const stories = useBusinessStories(businessId);
  const storiesFailed = stories.isError;
  useEffect(() => {
    if (storiesFailed) toast.error(t('business.highlights.editor.storiesLoadError'));
  }, [storiesFailed, t]);
  const choices = useMemo(
    () =>
      storyChoices(
        businessId,
        stories.data?.pages.flatMap((page) => page.stories) ?? [],
        highlight?.stories ?? [],
      ),
    [businessId, stories.data, highlight],
  );
  const now = Date.now();

  const onPickCover = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    // Too large is refused too; the cover's one message says what it must be.
    if (imageFileProblem(file, PUBLISH_IMAGE_MAX_BYTES)) {
      setCoverError(true);
      return;
    }
    setCoverError(false);
    setCover(file);
  };

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    const toastId = toast.loading(t('business.highlights.editor.saving'));
    try {
      await save.mutateAsync(highlightFormData(values, cover));
      toast.success(t('business.highlights.editor.saved'), { id: toastId });
      onClose();
    } catch (error) {
      const detail = serverMessage(error);
      setSaveError(detail ?? t('business.highlights.editor.saveError'));
      toast.error(t('business.highlights.editor.saveError'), { id: toastId, description: detail });
    }
  });

  const confirmDelete = async () => {
    if (!highlight) return;
    const toastId = toast.loading(t('business.highlights.editor.deleting'));
    try {
      await remove.mutateAsync(highlight.id);
      toast.success(t('business.highlights.editor.deleted'), { id: toastId });
      setConfirming(false);
      onClose();
    } catch (error) {
      toast.error(t('business.highlights.editor.deleteError'), {
        id: toastId,
        description: serverMessage(error),
      });
    }
  };

  const currentCover = preview ?? highlight?.cover_url ?? null;
  const nameError = form.formState.errors.name;

  return (
    <>
      <Dialog
        open={!confirming}
        onClose={() => (busy ? undefined : onClose())}
        title={highlight ? t('business.highlights.editor.title') : t('business.highlights.editor.newTitle')}
        size="lg"
        data-testid="highlight-editor"
        footer={
          <div className="mf-highlight-editor__footer">
            {highlight ? (
              <Button
                variant="danger"
                className="mf-highlight-editor__delete"
                onClick={() => setConfirming(true)}
                disabled={busy}
                data-testid="highlight-delete"
              >
                {t('business.highlights.editor.delete')}
              </Button>
            ) : null}
            <span className="mf-highlight-editor__spacer" />
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('business.highlights.editor.cancel')}
            </Button>
            <Button
              type="submit"
              form={`${id}-form`}
              loading={save.isPending}
              loadingText={t('business.highlights.editor.saving')}
              data-testid="highlight-save"
            >
              {t('business.highlights.editor.save')}
            </Button>
          </div>
        }
      >
        {/* Portalled out of the remote's root: this class brings its form styles along. */}
        <form
          id={`${id}-form`}
          className={`${remoteRootClass('mf_discovery')} mf-form mf-highlight-editor`}
          onSubmit={submit}
          noValidate
        >
          {saveError ? (
            <p className="mf-error" role="alert" data-testid="highlight-save-error">
              {saveError}
            </p>
          ) : null}
          <div className="mf-field">
            <label htmlFor={`${id}-name`}>{t('business.highlights.editor.name')}</label>
            <input
              id={`${id}-name`}
              type="text"
              autoComplete="off"
              maxLength={60}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              disabled={busy}
              data-testid="highlight-name"
              {...form.register('name')}
            />
            {nameError ? (
              <p id={`${id}-name-error`} className="mf-error" role="alert">
                {t('business.highlights.editor.nameRequired')}
              </p>
            ) : null}
          </div>

          <div className="mf-field">
            <span className="mf-legend" id={`${id}-cover-label`}>
              {t('business.highlights.editor.cover')}
            </span>
            <p id={`${id}-cover-hint`} className="mf-hint">
              {t('business.highlights.editor.coverHint')}
            </p>
            <div className="mf-highlight-editor__cover">
              {currentCover ? (
                <img
                  src={currentCover}
                  alt={t('business.highlights.editor.coverPreview')}
                  width={72}
                  height={72}
                />
              ) : null}
              <input
                id={`${id}-cover`}
                className="cerca-visually-hidden mf-file-input"
                type="file"
                accept="image/*"
                disabled={busy}
                aria-labelledby={`${id}-cover-label`}
                aria-describedby={`${id}-cover-hint`}
                onChange={onPickCover}
                data-testid="highlight-cover-input"
              />
              <label
                htmlFor={`${id}-cover`}
                className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mf-file-button' })}
              >
                {currentCover
                  ? t('business.highlights.editor.coverChange')
                  : t('business.highlights.editor.coverPick')}
              </label>
            </div>
            {coverError ? (
              <p className="mf-error" role="alert">
                {t('business.highlights.editor.coverNotImage')}
              </p>
            ) : null}
          </div>

          <Controller
            name="story_ids"
            control={form.control}
            render={({ field }) => (
              <fieldset
                className="mf-field mf-highlight-editor__stories"
                aria-describedby={`${id}-stories-hint`}
              >
                <legend className="mf-legend">{t('business.highlights.editor.stories')}</legend>
                <p id={`${id}-stories-hint`} className="mf-hint">
                  {t('business.highlights.editor.storiesHint')}{' '}
                  <span aria-live="polite">
                    {t('business.highlights.editor.storiesSelected', { count: field.value.length })}
                  </span>
                </p>
                {storiesFailed ? (
                  <p className="mf-error" role="alert">
                    {t('business.highlights.editor.storiesLoadError')}
                  </p>
                ) : null}
                {choices.length === 0 && stories.isPending ? (
                  <p className="mf-muted" role="status">
                    {t('business.highlights.editor.storiesLoading')}
                  </p>
                ) : null}
                {!stories.isPending && !storiesFailed && choices.length === 0 ? (
                  <p className="mf-muted">{t('business.highlights.editor.storiesEmpty')}</p>
                ) : null}
                {choices.length > 0 ? (
                  <ul className="mf-story-picker" data-testid="highlight-story-picker">
                    {choices.map((story) => {
                      const thumbnail = storyThumbnail(story);
                      const checked = field.value.includes(story.id);
                      const archived = Date.parse(story.expires_at) <= now;
                      return (
                        <li key={story.id}>
                          <label className={checked ? 'mf-story-choice is-checked' : 'mf-story-choice'}>
                            <input
                              type="checkbox"
                              checked={checked}
                              disabled={busy}
                              onChange={() => field.onChange(toggleStoryId(field.value, story.id))}
                              data-testid="highlight-story-choice"
                            />
                            {thumbnail ? (
                              <img src={thumbnail} alt="" loading="lazy" width={96} height={128} />
                            ) : (
                              <span className="mf-story-choice__blank" aria-hidden="true">
                                {story.media_type === 'video'
                                  ? t('business.highlights.editor.storyVideo')
                                  : t('business.highlights.editor.storyText')}
                              </span>
                            )}
                            <span className="mf-story-choice__caption">
                              {t('business.highlights.editor.storyLabel', {
                                date: formatDate(story.created_at),
                              })}
                              {archived ? ` · ${t('business.highlights.editor.archived')}` : ''}
                            </span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
                {stories.hasNextPage ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => stories.fetchNextPage()}
                    loading={stories.isFetchingNextPage}
                    loadingText={t('business.highlights.editor.storiesLoading')}
                  >
                    {t('business.highlights.editor.storiesMore')}
                  </Button>
                ) : null}
              </fieldset>
            )}
          />
        </form>
      </Dialog>

      <Dialog
        open={confirming}
        onClose={() => (remove.isPending ? undefined : setConfirming(false))}
        title={t('business.highlights.editor.confirmTitle')}
        description={t('business.highlights.editor.confirmText')}
        size="sm"
        data-testid="highlight-delete-confirm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {t('business.highlights.editor.keep')}
            </Button>
            <Button
              variant="danger"
              onClick={confirmDelete}
              loading={remove.isPending}
              loadingText={t('business.highlights.editor.deleting')}
              data-testid="highlight-delete-confirmed"
            >
              {t('business.highlights.editor.confirm')}
            </Button>
          </>
        }
      />
    </>
  );
}
