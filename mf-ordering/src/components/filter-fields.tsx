import { cx } from '@cerca/ui';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';

interface FieldProps {
  id: string;
  label: string;
  /** Read by screen readers only, where the placeholder already says it on screen. */
  hideLabel?: boolean;
  className?: string;
}

function FieldLabel({ id, label, hideLabel }: FieldProps) {
  return (
    <label htmlFor={id} className={hideLabel ? 'cerca-visually-hidden' : undefined}>
      {label}
    </label>
  );
}

/** A labelled search box of a list's filters. */
export function SearchField({
  id,
  label,
  hideLabel,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  return (
    <div className={cx('mf-field', className)}>
      <FieldLabel id={id} label={label} hideLabel={hideLabel} />
      <input id={id} type="search" {...input} />
    </div>
  );
}

/** A labelled choice of a list's filters; `anyLabel` names the empty value (no filter). */
export function SelectField({
  id,
  label,
  hideLabel,
  className,
  anyLabel,
  options,
  ...select
}: FieldProps & {
  anyLabel?: string;
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'>) {
  return (
    <div className={cx('mf-field', className)}>
      <FieldLabel id={id} label={label} hideLabel={hideLabel} />
      <select id={id} {...select}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
