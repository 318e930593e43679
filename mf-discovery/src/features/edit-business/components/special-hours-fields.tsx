import { SPECIAL_HOURS_MAX } from '@cerca/contracts/special-hours';
import { useTranslation } from '@cerca/i18n';
import { Button } from '@cerca/ui';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import type { EditBusinessValues } from '../lib/edit-form';

// biome-ignore lint/suspicious/noExplicitAny: the form's output type is the resolver's, not read here.
type EditForm = UseFormReturn<EditBusinessValues, unknown, any>;

/**
 * "Fechas especiales": dates whose hours replace the week's ("12 de diciembre: cerrado", or other
 * hours that day only). Past dates are dropped by the server when saved.
 */
export function SpecialHoursFields({ form }: { form: EditForm }) {
  const { t } = useTranslation(NS);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'special_hours' });
  const entries = form.watch('special_hours');
  const errors = form.formState.errors.special_hours;
  // The list's own rule (one entry per date) has no field of its own.
  const listProblem = errors?.root?.message ?? (errors as { message?: string } | undefined)?.message;
  const listText = listProblem === 'duplicate_date' ? listProblem : listProblem ? 'invalid_date' : null;

  return (
    <div className="mf-edit-business__special" data-testid="edit-business-special-hours">
      {fields.length === 0 ? <p className="mf-muted">{t('editBusiness.special.empty')}</p> : null}
      <ul className="mf-edit-business__days">
        {fields.map((field, index) => {
          const closed = entries[index]?.start === '' && entries[index]?.end === '';
          const entryErrors = errors?.[index];
          const problem = entryErrors?.date
            ? 'invalid_date'
            : entryErrors?.end
              ? entryErrors.end.message === 'empty_shift'
                ? 'empty_shift'
                : 'incomplete_shift'
              : undefined;
          const setClosed = (value: boolean) => {
            form.setValue(`special_hours.${index}.start`, value ? '' : '10:00', { shouldDirty: true });
            form.setValue(`special_hours.${index}.end`, value ? '' : '18:00', { shouldDirty: true });
          };
          return (
            <li key={field.id} className="mf-edit-business__day-row" data-testid={`special-hours-${index}`}>
              <div className="mf-edit-business__day-head">
                <input
                  type="date"
                  aria-label={t('editBusiness.special.date')}
                  aria-invalid={Boolean(entryErrors?.date) || undefined}
                  {...form.register(`special_hours.${index}.date`)}
                  data-testid={`special-hours-${index}-date`}
                />
                <label className="mf-edit-business__check">
                  <input
                    type="checkbox"
                    checked={closed}
                    onChange={(event) => setClosed(event.target.checked)}
                    data-testid={`special-hours-${index}-closed`}
                  />
                  {t('editBusiness.schedule.closed')}
                </label>
              </div>
              {closed ? null : (
                <div className="mf-edit-business__shift">
                  <input
                    type="time"
                    aria-label={t('editBusiness.special.opens')}
                    {...form.register(`special_hours.${index}.start`)}
                    data-testid={`special-hours-${index}-start`}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="time"
                    aria-label={t('editBusiness.special.closes')}
                    aria-invalid={Boolean(entryErrors?.end) || undefined}
                    {...form.register(`special_hours.${index}.end`)}
                    data-testid={`special-hours-${index}-end`}
                  />
                </div>
              )}
              {problem ? (
                <p className="mf-error" role="alert">
                  {t(`editBusiness.special.problems.${problem}`)}
                </p>
              ) : null}
              <Button type="button" variant="secondary" onClick={() => remove(index)}>
                {t('editBusiness.special.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      {listText ? (
        <p className="mf-error" role="alert">
          {t(`editBusiness.special.problems.${listText}`)}
        </p>
      ) : null}
      {fields.length < SPECIAL_HOURS_MAX ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() => append({ date: '', start: '', end: '' })}
          data-testid="special-hours-add"
        >
          {t('editBusiness.special.add')}
        </Button>
      ) : null}
    </div>
  );
}
