import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cx } from './lib/cx';

export interface TabItem {
  id: string;
  label: ReactNode;
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Controlled selected tab id. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
}

/** Index reached from `from` by a key in a tab list, skipping disabled tabs; null for other keys. */
export function nextTabIndex(key: string, from: number, disabled: boolean[]): number | null {
  const count = disabled.length;
  const enabled = (i: number) => !disabled[i];
  const step = (start: number, delta: number) => {
    for (let n = 1; n <= count; n++) {
      const i = (start + delta * n + count * n) % count;
      if (enabled(i)) return i;
    }
    return null;
  };
  switch (key) {
    case 'ArrowRight':
      return step(from, 1);
    case 'ArrowLeft':
      return step(from, -1);
    case 'Home':
      return step(count - 1, 1);
    case 'End':
      return step(0, -1);
    default:
      return null;
  }
}

/** WAI-ARIA tabs: roving tabindex, arrows/Home/End move and select, panels labelled by their tab. */
export function Tabs({ items, value, defaultValue, onValueChange, label, className }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? items.find((item) => !item.disabled)?.id);
  const selected = value ?? internal;
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = items.findIndex((item) => item.id === selected);
    const next = nextTabIndex(
      event.key,
      Math.max(from, 0),
      items.map((item) => Boolean(item.disabled)),
    );
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    select(item.id);
    tabRefs.current[next]?.focus();
  };

  const active = items.find((item) => item.id === selected);

  return (
    <div className={cx('cerca-tabs', className)}>
      <div role="tablist" aria-label={label} className="cerca-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item, i) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={cx('cerca-tabs__tab', isSelected && 'is-selected')}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active?.content !== undefined && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          className="cerca-tabs__panel"
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
