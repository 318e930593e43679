import { IconClose, IconSearch } from '@cerca/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../lib/i18n';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  placeholder: string;
}

/** The search field with a clear button; the page debounces and keeps the text in the URL (?q=). */
export function SearchBox({ value, onChange, onClear, placeholder }: SearchBoxProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  return (
    <search className="mf-searchbox">
      <label htmlFor={id} className="cerca-visually-hidden">
        {t('search.box.label')}
      </label>
      <IconSearch size={18} className="mf-searchbox__icon" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
        data-testid="search-input"
      />
      {value ? (
        <button
          type="button"
          className="mf-searchbox__clear"
          aria-label={t('search.box.clear')}
          onClick={onClear}
          data-testid="search-clear"
        >
          <IconClose size={18} />
        </button>
      ) : null}
    </search>
  );
}
