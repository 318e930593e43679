import { type ReactNode, useEffect, useState } from 'react';
import { useUpdateParams } from '../lib/use-update-params';
import { SearchField } from './search-field';
import './list-filters.css';

/** The text waits this long after the last key before it becomes ?q= (and a request). */
export const FILTER_DEBOUNCE_MS = 300;

/**
 * The filters of a personal list (/favorites, /followed) kept in the URL: ?q= (the settled text)
 * and ?category=. The field's own text settles for FILTER_DEBOUNCE_MS first.
 */
export function useListFilters() {
  const [params, update] = useUpdateParams();
  const q = params.get('q')?.trim() ?? '';
  const category = params.get('category') || undefined;
  const [text, setText] = useState(q);

  useEffect(() => {
    const value = text.trim();
    if (value === q) return;
    const timer = setTimeout(() => update({ q: value || undefined }), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, update]);

  return {
    params,
    update,
    text,
    setText,
    q,
    category,
    setCategory: (next: string | undefined) => update({ category: next }),
    clearText: () => {
      setText('');
      update({ q: undefined });
    },
    clearAll: () => {
      setText('');
      update({ q: undefined, category: undefined });
    },
    filtered: q !== '' || category !== undefined,
  };
}

export interface ListFiltersTexts {
  /** The field's accessible name. */
  searchLabel: string;
  placeholder: string;
  /** The clear button's accessible name. */
  clear: string;
  /** The chips' group name. */
  categories: string;
  /** The first chip, for every category ('Todos'). */
  all: string;
}

interface ListFiltersProps {
  filters: ReturnType<typeof useListFilters>;
  /** The chips after 'Todos'; none hides the row. */
  categories: readonly string[];
  texts: ListFiltersTexts;
  /** More controls beside the field (the view toggle of /favorites). */
  children?: ReactNode;
}

/**
 * A search field with a clear button and a row of category chips ('Todos' first), for the lists
 * of one person. The chips scroll sideways by touch; keyboards Tab through them.
 */
export function ListFilters({ filters, categories, texts, children }: ListFiltersProps) {
  const { text, setText, clearText, category, setCategory } = filters;
  // A category the URL names but the list no longer has stays visible, so it can be undone.
  const chips = category && !categories.includes(category) ? [...categories, category] : categories;
  return (
    <div className="mf-list-filters">
      <div className="mf-list-filters__row">
        <SearchField
          className="mf-list-filters__search"
          value={text}
          onChange={setText}
          onClear={clearText}
          label={texts.searchLabel}
          clearLabel={texts.clear}
          placeholder={texts.placeholder}
          testId="list-search"
          clearTestId="list-search-clear"
        />
        {children}
      </div>
      {chips.length > 0 ? (
        <ul className="mf-list-chips" aria-label={texts.categories} data-testid="list-categories">
          {[{ value: undefined as string | undefined, label: texts.all }]
            .concat(chips.map((name) => ({ value: name, label: name })))
            .map((chip) => (
              <li key={chip.value ?? '*'}>
                <button
                  type="button"
                  className="mf-chip"
                  aria-pressed={category === chip.value}
                  onClick={() => setCategory(chip.value)}
                >
                  {chip.label}
                </button>
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}
