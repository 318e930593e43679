import {
  ROUTE_COLORS,
  ROUTE_DESCRIPTION_MAX_LENGTH,
  ROUTE_IMAGE_MAX_BYTES,
  ROUTE_TITLE_MAX_LENGTH,
} from '@cerca/contracts/city-life/events';
import { imageFileProblem } from '@cerca/contracts/media';
import { useTranslation } from '@cerca/i18n';
import { PhotoPicker, toast } from '@cerca/ui';
import { type CSSProperties, useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { ROUTE_COLOR_HEX } from '../lib/route-colors';
import type { RouteFormOutput, RouteFormValues } from '../lib/route-wizard';
import { StepHeading } from './wizard-step-heading';

interface DetailsStepProps {
  form: UseFormReturn<RouteFormValues, unknown, RouteFormOutput>;
  /** YYYY-MM-DD, the date input's minimum. */
  today: string;
  focusHeading: boolean;
}

/** Step 3: name (required), description, date (from today), colour (one of ten), image (optional). */
export function DetailsStep({ form, today, focusHeading }: DetailsStepProps) {
  const { t } = useTranslation(NS);
  const ids = { title: useId(), description: useId(), date: useId(), color: useId() };
  const { errors } = form.formState;
  const errorText = (field: 'title' | 'description' | 'event_date' | 'color') => {
    const code = errors[field]?.message;
    return typeof code === 'string' ? t(`events.wizard.errors.${code}`) : null;
  };
  const described = (field: 'title' | 'description' | 'event_date' | 'color', hint?: string) => {
    const parts = [hint, errors[field] ? `${ids[field === 'event_date' ? 'date' : field]}-error` : undefined];
    const value = parts.filter(Boolean).join(' ');
    return value || undefined;
  };

  return (
    <div className="mf-stack" data-testid="wizard-details">
      <StepHeading step="details" focus={focusHeading} />
      <div className="mf-field">
        <label htmlFor={ids.title}>{t('events.wizard.details.name')}</label>
        <input
          id={ids.title}
          type="text"
          maxLength={ROUTE_TITLE_MAX_LENGTH}
          placeholder={t('events.wizard.details.namePlaceholder')}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described('title')}
          {...form.register('title')}
          data-testid="wizard-title"
        />
        {errors.title ? (
          <p id={`${ids.title}-error`} className="mf-field-error">
            {errorText('title')}
          </p>
        ) : null}
      </div>

      <div className="mf-field">
        <label htmlFor={ids.description}>{t('events.wizard.details.description')}</label>
        <textarea
          id={ids.description}
          rows={3}
          maxLength={ROUTE_DESCRIPTION_MAX_LENGTH}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described('description')}
          {...form.register('description')}
          data-testid="wizard-description"
        />
        {errors.description ? (
          <p id={`${ids.description}-error`} className="mf-field-error">
            {errorText('description')}
          </p>
        ) : null}
      </div>

      <div className="mf-field">
        <label htmlFor={ids.date}>{t('events.wizard.details.date')}</label>
        <input
          id={ids.date}
          type="date"
          min={today}
          aria-invalid={errors.event_date ? true : undefined}
          aria-describedby={described('event_date', `${ids.date}-hint`)}
          {...form.register('event_date')}
          data-testid="wizard-date"
        />
        <p id={`${ids.date}-hint`} className="mf-hint">
          {t('events.wizard.details.dateHint')}
        </p>
        {errors.event_date ? (
          <p id={`${ids.date}-error`} className="mf-field-error">
            {errorText('event_date')}
          </p>
        ) : null}
      </div>

      <fieldset className="mf-wizard__colors" aria-describedby={described('color')}>
        <legend className="mf-legend">{t('events.wizard.details.color')}</legend>
        <div className="mf-wizard__color-grid">
          {ROUTE_COLORS.map((color) => (
            <label
              key={color}
              className="mf-wizard__color"
              style={{ '--mf-route-color': ROUTE_COLOR_HEX[color] } as CSSProperties}
            >
              <input
                type="radio"
                value={color}
                {...form.register('color')}
                data-testid={`wizard-color-${color}`}
              />
              <span className="mf-wizard__color-swatch" aria-hidden="true" />
              <span>{t(`events.colors.${color}`)}</span>
            </label>
          ))}
        </div>
        {errors.color ? (
          <p id={`${ids.color}-error`} className="mf-field-error">
            {errorText('color')}
          </p>
        ) : null}
      </fieldset>

      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <PhotoPicker
            photos={field.value ? [field.value] : []}
            max={1}
            onPick={(picked) => {
              const [file] = picked;
              if (!file) return;
              const refusal = imageFileProblem(file, ROUTE_IMAGE_MAX_BYTES);
              if (refusal === 'notImage') toast.error(t('events.wizard.details.image.invalidImage'));
              else if (refusal === 'tooLarge') {
                toast.error(t('events.wizard.details.image.tooLarge', { file: file.name }));
              } else field.onChange(file);
            }}
            onChange={(photos) => field.onChange(photos[0] ?? null)}
            texts={{
              label: t('events.wizard.details.image.label'),
              hint: t('events.wizard.details.image.hint'),
              choose: t('events.wizard.details.image.choose'),
              selected: t('events.wizard.details.image.selected'),
              preview: (index) => t('events.wizard.details.image.preview', { index }),
              remove: (index) => t('events.wizard.details.image.remove', { index }),
              removeShort: t('events.wizard.details.image.removeShort'),
            }}
            testId="wizard-image"
          />
        )}
      />
    </div>
  );
}
