import { IconClose, IconSearch } from '@cerca/ui';
import { useId } from 'react';
import './search-field.css';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  /** The field's accessible name. */
  label: string;
  /** The clear button's accessible name. */
  clearLabel: string;
  placeholder: string;
  testId: string;
  clearTestId: string;
  /** Where the page places the field (its flex share). */
  className?: string;
}

/** A rounded search field with a magnifier and, once there is text, a clear button. */
export function SearchField({
  value,
  onChange,
  onClear,
  label,
  clearLabel,
  placeholder,
  testId,
  clearTestId,
  className,
}: SearchFieldProps) {
  const id = useId();
  return (
    <search className={className ? `mf-search-field ${className}` : 'mf-search-field'}>
      <label htmlFor={id} className="cerca-visually-hidden">
        {label}
      </label>
      <IconSearch size={18} className="mf-search-field__icon" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      {value ? (
        <button
          type="button"
          className="mf-search-field__clear"
          aria-label={clearLabel}
          onClick={onClear}
          data-testid={clearTestId}
        >
          <IconClose size={18} />
        </button>
      ) : null}
    </search>
  );
}
