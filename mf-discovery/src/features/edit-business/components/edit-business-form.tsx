import { businessFormProblem, invalidBusinessParts } from '@cerca/contracts/business-form';
import { useTranslation } from '@cerca/i18n';
import { useNavigate } from '@cerca/router';
import { refusalMessage } from '@cerca/session';
import { Button, toast } from '@cerca/ui';
import { Controller, useForm } from 'react-hook-form';
import { BusinessForm } from '../../../components/business-form/business-form';
import { NS } from '../../../lib/i18n';
import { useUpdateBusiness } from '../api/update-business';
import { type EditBusinessValues, editFormResolver, scheduleRows, toUpdateBody } from '../lib/edit-form';

/**
 * The business form of spec 01 §5 prefilled with the business, plus the weekly schedule (Monday
 * first). Guardar cambios sends PATCH and goes back to /businesses/{id}.
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
  const errors = form.formState.errors;
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
        <table className="mf-edit-business__schedule">
          <caption className="cerca-visually-hidden">{t('editBusiness.sections.schedule')}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{t('editBusiness.schedule.opens')}</th>
              <th scope="col">{t('editBusiness.schedule.closes')}</th>
            </tr>
          </thead>
          <tbody>
            {scheduleRows().map((row) => {
              const day = t(`editBusiness.schedule.days.${row.day}`);
              const dayErrors = errors.schedule;
              return (
                <tr key={row.day}>
                  <th scope="row" className="mf-edit-business__day">
                    {day}
                  </th>
                  <td>
                    <input
                      type="time"
                      aria-label={t('editBusiness.schedule.opensOn', { day })}
                      aria-invalid={Boolean(dayErrors?.[`${row.day}_start`]) || undefined}
                      {...form.register(row.start)}
                      data-testid={`edit-business-${row.day}-start`}
                    />
                  </td>
                  <td>
                    <input
                      type="time"
                      aria-label={t('editBusiness.schedule.closesOn', { day })}
                      aria-invalid={Boolean(dayErrors?.[`${row.day}_end`]) || undefined}
                      {...form.register(row.end)}
                      data-testid={`edit-business-${row.day}-end`}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
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
