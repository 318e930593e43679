import {
  type BusinessFormValue,
  businessFormProblem,
  invalidBusinessParts,
} from '@cerca/contracts/business-form';
import { useTranslation } from '@cerca/i18n';
import { useNavigate } from '@cerca/router';
import { refusalMessage } from '@cerca/session';
import { Button, toast } from '@cerca/ui';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCreateBusiness } from '../../../api/create-business';
import { BusinessForm } from '../../../components/business-form/business-form';
import { UploadProgress } from '../../../components/upload-progress';
import { categoryPath } from '../../../lib/categories';
import { NS } from '../../../lib/i18n';
import {
  type AddBusinessOutput,
  type AddBusinessValues,
  addBusinessResolver,
} from '../lib/add-business-form';

/**
 * /add-business's form (spec 01 §5) over POST /api/discovery/businesses: the business form with
 * 1–5 main photos and up to 3 banners. The button stays busy while sending, the photos upload
 * with a progress bar, and Cancelar stops the upload.
 */
export function AddBusinessForm({ defaults }: { defaults: BusinessFormValue }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const form = useForm<AddBusinessValues, unknown, AddBusinessOutput>({
    resolver: addBusinessResolver(),
    defaultValues: { business: defaults },
  });
  const create = useCreateBusiness();
  const sending = create.isPending;
  const [progress, setProgress] = useState<number | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  // Leaving the page stops an upload in flight.
  useEffect(() => () => upload.current?.abort(), []);

  const submit = form.handleSubmit(
    async ({ business }) => {
      const controller = new AbortController();
      upload.current = controller;
      setServerProblem(null);
      setProgress(0);
      try {
        await create.mutateAsync({
          business: { fields: business.fields, photos: business.photos, banners: business.banners },
          options: { signal: controller.signal, onProgress: setProgress },
        });
        toast.success(t('addBusiness.toasts.success'));
        navigate(categoryPath({ name: business.fields.category }));
      } catch (error) {
        if (controller.signal.aborted) return;
        // The server's own reason (the one-business limit, a photo it refused), else the spec's text.
        const problem = refusalMessage(error);
        toast.error(problem ?? t('addBusiness.toasts.error'));
        setServerProblem(problem);
      } finally {
        upload.current = null;
        setProgress(null);
      }
    },
    (errors) => {
      const problem = businessFormProblem(invalidBusinessParts(errors.business));
      if (problem) toast.error(t(`businessForm.errors.${problem}`));
    },
  );

  const cancel = () => {
    if (upload.current) upload.current.abort();
    // Back where the person came from, or home when this page was opened directly.
    else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate('/');
  };

  return (
    <form
      className="mf-form mf-add-business__form"
      onSubmit={submit}
      noValidate
      data-testid="add-business-form"
    >
      {serverProblem ? (
        <div className="mf-alert" role="alert" data-testid="add-business-problem">
          <p>{serverProblem}</p>
        </div>
      ) : null}
      <Controller
        control={form.control}
        name="business"
        render={({ field, formState }) => (
          <BusinessForm
            value={field.value}
            onChange={field.onChange}
            photos="creation"
            invalid={invalidBusinessParts(formState.errors.business)}
            disabled={sending}
          />
        )}
      />
      <div className="mf-add-business__actions">
        {progress !== null ? (
          <UploadProgress
            percent={progress}
            label={t('addBusiness.progress')}
            valueText={t('addBusiness.progressValue', { percent: progress })}
            testId="add-business-progress"
          />
        ) : null}
        <div className="mf-business-form__buttons">
          <Button variant="secondary" onClick={cancel} data-testid="add-business-cancel">
            {t('addBusiness.cancel')}
          </Button>
          <Button
            type="submit"
            loading={sending}
            loadingText={t('addBusiness.submitting')}
            data-testid="add-business-submit"
          >
            {t('addBusiness.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
