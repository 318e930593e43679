import { businessFormProblem, invalidBusinessParts } from '@cerca/contracts/business-form';
import { useTranslation } from '@cerca/i18n';
import { useNavigate } from '@cerca/router';
import { refusalMessage } from '@cerca/session';
import { Button, toast } from '@cerca/ui';
import { Controller, useForm } from 'react-hook-form';
import { BusinessForm } from '../../../components/business-form/business-form';
import { NS } from '../../../lib/i18n';
import { useUpdateBusiness } from '../api/update-business';
import { type EditBusinessValues, editFormResolver, toUpdateBody } from '../lib/edit-form';
import { ScheduleFields } from './schedule-fields';
import { SpecialHoursFields } from './special-hours-fields';

/**
 * The business form of spec 01 §5 prefilled with the business, plus the weekly schedule (Monday
 * first; closed days and split shifts) and the special dates. Guardar cambios sends PATCH and goes back to /businesses/{id}.
 */
export function EditBusinessForm({
  businessId,
  defaults,
}: {
  businessId: string;
  defaults: EditBusinessValues;
}) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const form = useForm({ resolver: editFormResolver(), defaultValues: defaults });
  const update = useUpdateBusiness(businessId);
  const saving = update.isPending;

  const submit = form.handleSubmit(
    async (output) => {
      try {
        await update.mutateAsync(toUpdateBody(output));
        toast.success(t('editBusiness.toasts.saved'));
        navigate(`/businesses/${businessId}`);
      } catch (error) {
        // The server's own reason (a category without its subcategory…) under the spec's toast.
        toast.error(t('editBusiness.toasts.saveError'), { description: refusalMessage(error) ?? undefined });
      }
    },
    (invalid) => {
      const problem = businessFormProblem(invalidBusinessParts(invalid.business));
      toast.error(problem ? t(`businessForm.errors.${problem}`) : t('editBusiness.errors.invalidSchedule'));
    },
  );

  return (
    <form
      className="mf-form mf-edit-business__form"
      onSubmit={submit}
      noValidate
      data-testid="edit-business-form"
    >
      <Controller
        control={form.control}
        name="business"
        render={({ field, formState }) => (
          <BusinessForm
            value={field.value}
            onChange={field.onChange}
            photos="none"
            invalid={invalidBusinessParts(formState.errors.business)}
            disabled={saving}
          />
        )}
      />

      <fieldset className="mf-business-form__section" disabled={saving} data-testid="edit-business-schedule">
        <legend className="mf-legend">{t('editBusiness.sections.schedule')}</legend>
        <p className="mf-hint">{t('editBusiness.schedule.hint')}</p>
        <ScheduleFields form={form} />
      </fieldset>

      <fieldset className="mf-business-form__section" disabled={saving}>
        <legend className="mf-legend">{t('editBusiness.sections.special')}</legend>
        <p className="mf-hint">{t('editBusiness.special.hint')}</p>
        <SpecialHoursFields form={form} />
      </fieldset>

      <div className="mf-business-form__buttons">
        <Button
          type="button"
          variant="secondary"
          onClick={() => navigate(`/businesses/${businessId}`)}
          disabled={saving}
        >
          {t('editBusiness.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving} data-testid="edit-business-save">
          {saving ? t('editBusiness.saving') : t('editBusiness.save')}
        </Button>
      </div>
    </form>
  );
}
