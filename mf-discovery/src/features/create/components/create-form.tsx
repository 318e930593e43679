import type { City } from '@cerca/contracts';
import {
  BUSINESS_NAME_MAX_LENGTH,
  type MyBusinessesResponse,
  POST_MAX_IMAGES,
} from '@cerca/contracts/publishing';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { refusalMessage } from '@cerca/session';
import { Button, buttonClassName, Dialog, toast } from '@cerca/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { UploadProgress } from '../../../components/upload-progress';
import { NS } from '../../../lib/i18n';
import { usePublish } from '../api/publish';
import { CONTENT_TYPES, type ContentType, TYPED_NAME_CONTENT_TYPES } from '../lib/content-types';
import {
  type CreateFormOutput,
  type CreateFormValues,
  createFormDefaults,
  createFormResolver,
  formProblem,
  localDateOf,
} from '../lib/create-form';
import { keepMediaFor } from '../lib/media';
import { toPublishRequest } from '../lib/publish-request';
import { MediaPicker } from './media-picker';
import { PublishPreview } from './publish-preview';

type Business = MyBusinessesResponse['businesses'][number];

interface CreateFormProps {
  /** The owner's businesses; empty for a person without one, who types a business name. */
  businesses: Business[];
  /** The person's chosen city, where a typed-name story or post is shown. */
  city?: Pick<City, 'id' | 'name'> | undefined;
  onClose: () => void;
}

/**
 * Crear: which business (an owner chooses one; a person without one types its name, spec 01 §2),
 * which type, the type's fields, a preview, Publicar. Publicar stays disabled until the spec 01 §5
 * rules pass (the first one missing is shown); files upload with a progress bar that Cancelar stops.
 */
export function CreateForm({ businesses, city, onClose }: CreateFormProps) {
  const { t } = useTranslation(NS);
  const ids = { form: useId(), business: useId(), caption: useId(), title: useId(), date: useId() };
  const problemId = useId();
  const today = useMemo(() => localDateOf(new Date()), []);
  const typedName = businesses.length === 0;
  const defaults = createFormDefaults(businesses, city?.id);
  const form = useForm<CreateFormValues, unknown, CreateFormOutput>({
    resolver: createFormResolver(today),
    defaultValues: defaults,
  });
  const values = {
    ...defaults,
    ...useWatch({ control: form.control }),
  } as CreateFormValues;
  const types = typedName ? TYPED_NAME_CONTENT_TYPES : CONTENT_TYPES;
  const problem = formProblem(values, today);
  const publish = usePublish();
  const sending = publish.isPending;
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  // Closing the dialog in any way (Esc, ×, backdrop) stops an upload in flight.
  useEffect(() => () => upload.current?.abort(), []);

  const type = values.type;
  const business = businesses.find((candidate) => candidate.id === values.business_id);
  const hasCaption = type !== 'story';
  const hasTitle = type === 'promotion' || type === 'event';
  const hasDate = type === 'promotion' || type === 'event';

  const submit = form.handleSubmit(
    async (output) => {
      const request = toPublishRequest(output);
      const controller = new AbortController();
      upload.current = controller;
      const toastId = toast.loading(t(`publish.toasts.loading.${output.type}`));
      setProgress(request.type === 'promotion' ? null : 0);
      try {
        await publish.mutateAsync({
          request,
          options: {
            signal: controller.signal,
            onProgress: setProgress,
          },
        });
        toast.success(t(`publish.toasts.success.${output.type}`), { id: toastId });
        // Spec 01 §4: success resets name, description, files, previews, business and dates.
        form.reset(createFormDefaults(businesses, city?.id));
        onClose();
      } catch (error) {
        if (controller.signal.aborted) {
          toast.dismiss(toastId);
          toast(t('publish.toasts.cancelled'));
        } else {
          // The server's own reason (a plan limit, a file too large), else the spec's text.
          toast.error(refusalMessage(error) ?? t(`publish.toasts.error.${output.type}`), { id: toastId });
        }
      } finally {
        upload.current = null;
        setProgress(null);
      }
    },
    () => {
      // Publicar is disabled while something is missing; a submit by Enter still says what.
      if (problem) toast.error(t(`publish.problems.${problem}`));
    },
  );

  const cancel = () => {
    // During an upload Cancelar stops it and keeps the draft; otherwise it closes.
    if (upload.current) upload.current.abort();
    else onClose();
  };

  const typeField = form.register('type', {
    onChange: () => {
      const nextType = form.getValues('type');
      form.setValue('files', keepMediaFor(nextType, form.getValues('files')));
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('create.title')}
      description={t('create.description')}
      data-testid="create-dialog"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={cancel}
            aria-label={sending && progress !== null ? t('publish.cancelUpload') : undefined}
            data-testid="create-cancel"
          >
            {t('publish.cancel')}
          </Button>
          <Button
            type="submit"
            form={ids.form}
            loading={sending}
            loadingText={t('publish.publishing')}
            disabled={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            data-testid="create-publish"
          >
            {t('publish.publish')}
          </Button>
        </>
      }
    >
      {/* Portalled out of the remote's root: this class brings its form styles along. */}
      <form
        id={ids.form}
        className={`${remoteRootClass('mf_discovery')} mf-form mf-create`}
        onSubmit={submit}
        noValidate
      >
        <fieldset className="mf-create__fields" disabled={sending}>
          {typedName ? (
            <div className="mf-field">
              <label htmlFor={ids.business}>{t('publish.businessName.label')}</label>
              <input
                id={ids.business}
                type="text"
                maxLength={BUSINESS_NAME_MAX_LENGTH}
                placeholder={t('publish.businessName.placeholder')}
                aria-describedby={`${ids.business}-hint`}
                {...form.register('business_name')}
                data-testid="create-business-name"
              />
              <p id={`${ids.business}-hint`} className="mf-hint">
                {t('publish.businessName.city', { city: city?.name ?? '' })}
              </p>
            </div>
          ) : (
            <div className="mf-field">
              <label htmlFor={ids.business}>{t('publish.business.label')}</label>
              <select id={ids.business} {...form.register('business_id')} data-testid="create-business">
                <option value="">{t('publish.business.placeholder')}</option>
                {businesses.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
          )}

          <fieldset className="mf-create__types">
            <legend className="mf-legend">{t('create.typesLabel')}</legend>
            <div className="mf-create__type-grid">
              {types.map((option) => (
                <label key={option} className="mf-create__type">
                  <input
                    type="radio"
                    value={option}
                    {...typeField}
                    className="cerca-visually-hidden"
                    data-testid={`create-type-${option}`}
                  />
                  <span className="mf-create__type-name">{t(`create.types.${option}.name`)}</span>
                  <span className="mf-create__type-badge">{t(`create.types.${option}.badge`)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          {hasTitle ? (
            <div className="mf-field">
              <label htmlFor={ids.title}>{t('publish.fields.title')}</label>
              <input
                id={ids.title}
                type="text"
                maxLength={200}
                {...form.register('title')}
                data-testid="create-title"
              />
            </div>
          ) : null}

          {hasCaption ? (
            <div className="mf-field">
              <label htmlFor={ids.caption}>{t('publish.fields.caption')}</label>
              <textarea
                id={ids.caption}
                rows={4}
                maxLength={5000}
                placeholder={t(`publish.fields.captionPlaceholder.${type as Exclude<ContentType, 'story'>}`)}
                {...form.register('caption')}
                data-testid="create-caption"
              />
            </div>
          ) : null}

          {hasDate ? (
            <div className="mf-field">
              <label htmlFor={ids.date}>
                {type === 'event' ? t('publish.fields.eventDate') : t('publish.fields.expiry')}
              </label>
              <input
                id={ids.date}
                type="date"
                min={today}
                aria-describedby={type === 'promotion' ? `${ids.date}-hint` : undefined}
                {...form.register('date')}
                data-testid="create-date"
              />
              {type === 'promotion' ? (
                <p id={`${ids.date}-hint`} className="mf-hint">
                  {t('publish.fields.expiryHint')}
                </p>
              ) : null}
            </div>
          ) : null}

          {type !== 'promotion' ? (
            <Controller
              name="files"
              control={form.control}
              render={({ field }) => (
                <MediaPicker
                  type={type}
                  files={field.value}
                  onChange={field.onChange}
                  max={POST_MAX_IMAGES}
                />
              )}
            />
          ) : null}
        </fieldset>

        <PublishPreview
          business={business}
          type={type}
          title={hasTitle ? values.title : ''}
          caption={hasCaption ? values.caption : ''}
          date={hasDate ? values.date : ''}
          files={type === 'promotion' ? [] : values.files}
          typedName={typedName ? values.business_name : undefined}
          onRemove={
            sending
              ? undefined
              : (index) =>
                  form.setValue(
                    'files',
                    values.files.filter((_, i) => i !== index),
                  )
          }
        />

        {progress !== null ? (
          <UploadProgress
            percent={progress}
            label={t('publish.progress')}
            valueText={t('publish.progressValue', { percent: progress })}
            testId="create-progress"
            className="mf-create__progress-wrap"
          />
        ) : null}

        <p id={problemId} className="mf-create__problem" aria-live="polite" data-testid="create-problem">
          {problem && !sending ? t(`publish.problems.${problem}`) : ''}
        </p>

        {typedName ? (
          <div className="mf-create__notice" data-testid="create-no-business">
            <p className="mf-muted">{t('publish.noBusiness.text')}</p>
            {/* A same-site link: the shell turns the click into a navigation without a reload. */}
            <a
              href="/add-business"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={onClose}
              data-testid="create-add-business"
            >
              {t('publish.noBusiness.link')}
            </a>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
