import type { ScheduleProblem } from '@cerca/contracts/business';
import { useTranslation } from '@cerca/i18n';
import type { UseFormReturn } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { type EditBusinessValues, scheduleRows, withDayClosed, withSecondShift } from '../lib/edit-form';

// biome-ignore lint/suspicious/noExplicitAny: the form's output type is the resolver's, not read here.
type EditForm = UseFormReturn<EditBusinessValues, unknown, any>;

/**
 * The week, Monday first: per day "Cerrado", its hours, and an optional second shift (split hours,
 * e.g. 9:00–15:00 y 18:00–23:00). A day's problem is said under it, in Spanish.
 */
export function ScheduleFields({ form }: { form: EditForm }) {
  const { t } = useTranslation(NS);
  const schedule = form.watch('schedule');
  const errors = form.formState.errors.schedule as Record<string, { message?: string }> | undefined;
  const setSchedule = (next: EditBusinessValues['schedule']) =>
    form.setValue('schedule', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <ul className="mf-edit-business__days">
      {scheduleRows().map((row) => {
        const day = t(`editBusiness.schedule.days.${row.day}`);
        const closed = schedule[`${row.day}_start`] === '' && schedule[`${row.day}_end`] === '';
        const split = schedule[`${row.day}_start_2`] !== undefined;
        const keys = [`${row.day}_start`, `${row.day}_end`, `${row.day}_start_2`, `${row.day}_end_2`];
        const problem = keys.map((key) => errors?.[key]?.message).find(Boolean) as
          | ScheduleProblem
          | undefined;
        const problemId = `schedule-problem-${row.day}`;
        const invalid = (key: string) => Boolean(errors?.[key]) || undefined;
        return (
          <li key={row.day} className="mf-edit-business__day-row" data-testid={`edit-business-${row.day}`}>
            <div className="mf-edit-business__day-head">
              <span className="mf-edit-business__day">{day}</span>
              <label className="mf-edit-business__check">
                <input
                  type="checkbox"
                  checked={closed}
                  onChange={(event) => setSchedule(withDayClosed(schedule, row.day, event.target.checked))}
                  data-testid={`edit-business-${row.day}-closed`}
                />
                {t('editBusiness.schedule.closed')}
              </label>
            </div>
            {closed ? null : (
              <>
                <div className="mf-edit-business__shift">
                  <input
                    type="time"
                    aria-label={t('editBusiness.schedule.opensOn', { day })}
                    aria-invalid={invalid(`${row.day}_start`)}
                    aria-describedby={problem ? problemId : undefined}
                    {...form.register(row.start)}
                    data-testid={`edit-business-${row.day}-start`}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="time"
                    aria-label={t('editBusiness.schedule.closesOn', { day })}
                    aria-invalid={invalid(`${row.day}_end`)}
                    aria-describedby={problem ? problemId : undefined}
                    {...form.register(row.end)}
                    data-testid={`edit-business-${row.day}-end`}
                  />
                </div>
                {split ? (
                  <div className="mf-edit-business__shift">
                    <input
                      type="time"
                      aria-label={t('editBusiness.schedule.opensAgainOn', { day })}
                      aria-invalid={invalid(`${row.day}_start_2`)}
                      aria-describedby={problem ? problemId : undefined}
                      {...form.register(row.start2)}
                      data-testid={`edit-business-${row.day}-start-2`}
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      type="time"
                      aria-label={t('editBusiness.schedule.closesAgainOn', { day })}
                      aria-invalid={invalid(`${row.day}_end_2`)}
                      aria-describedby={problem ? problemId : undefined}
                      {...form.register(row.end2)}
                      data-testid={`edit-business-${row.day}-end-2`}
                    />
                  </div>
                ) : null}
                <label className="mf-edit-business__check">
                  <input
                    type="checkbox"
                    checked={split}
                    onChange={(event) =>
                      setSchedule(withSecondShift(schedule, row.day, event.target.checked))
                    }
                    data-testid={`edit-business-${row.day}-split`}
                  />
                  {t('editBusiness.schedule.secondShift')}
                </label>
              </>
            )}
            {problem ? (
              <p id={problemId} className="mf-error" role="alert">
                {t(`editBusiness.schedule.problems.${problem}`)}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
