import { toast } from '@cerca/ui';
import type { ChangeEvent, ReactNode } from 'react';
import './setting-switch.css';

/** One card of Configuración: a heading that names the section, then its content. */
export function SettingSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mf-setting" aria-labelledby={id} data-testid={id}>
      <h3 id={id} className="mf-setting__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * A stored on/off setting: the switch saves at once and a toast says what was stored (or that it
 * failed; the caller's mutation puts the switch back). A tap while saving is ignored.
 */
export function SettingSwitch({
  id,
  label,
  hint,
  checked,
  saving,
  save,
  toasts,
}: {
  /** Also the switch's data-testid; its hint is `${id}-hint`. */
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  saving: boolean;
  /** Stores the new value and resolves with the stored one. */
  save: (checked: boolean) => Promise<boolean>;
  toasts: { on: string; off: string; error: string };
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (saving) return;
    save(event.target.checked).then(
      (stored) => toast.success(stored ? toasts.on : toasts.off),
      () => toast.error(toasts.error),
    );
  };
  return (
    <>
      <label className="mf-switch">
        <input
          type="checkbox"
          role="switch"
          className="mf-switch__input"
          checked={checked}
          aria-checked={checked}
          onChange={onChange}
          aria-describedby={`${id}-hint`}
          aria-busy={saving}
          data-testid={id}
        />
        <span className="mf-switch__track" aria-hidden="true">
          <span className="mf-switch__thumb" />
        </span>
        <span className="mf-switch__label">{label}</span>
      </label>
      <p id={`${id}-hint`} className="mf-muted mf-setting__hint">
        {hint}
      </p>
    </>
  );
}
