import { useTranslation } from '@cerca/i18n';
import { SearchField } from '../../../components/search-field';
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
  return (
    <SearchField
      className="mf-searchbox"
      value={value}
      onChange={onChange}
      onClear={onClear}
      label={t('search.box.label')}
      clearLabel={t('search.box.clear')}
      placeholder={placeholder}
      testId="search-input"
      clearTestId="search-clear"
    />
  );
}
