import { type ChangeEvent, useEffect, useId, useMemo } from 'react';
import { Button, buttonClassName } from './button';

/** The picker's texts, from the page's resource file (they name what the photos are of). */
export interface PhotoPickerTexts {
  label: string;
  hint: string;
  /** The visible button, e.g. "Elegir fotos". */
  choose: string;
  /** The list's name, e.g. "2 fotos seleccionadas". */
  selected: string;
  /** Alt text of the nth preview (1-based). */
  preview: (index: number) => string;
  /** Accessible name of the nth remove button (1-based). */
  remove: (index: number) => string;
  /** The remove button's visible text. */
  removeShort: string;
}

export interface PhotoPickerProps {
  photos: readonly File[];
  /** The files just picked; the page keeps what its rules allow and announces the rest. */
  onPick: (picked: File[]) => void;
  /** The photos left after one was removed. */
  onChange: (photos: File[]) => void;
  /** Picking stops at this many photos. */
  max: number;
  texts: PhotoPickerTexts;
  disabled?: boolean;
  invalid?: boolean;
  /** data-testid of the file input (tests set files on it). */
  testId?: string;
}

/**
 * Choosing photos with previews that can be removed. The native file input stays focusable but
 * visually hidden (its own button text follows the browser's language); the label next to it is
 * the visible, translated button.
 */
export function PhotoPicker({
  photos,
  onPick,
  onChange,
  max,
  texts,
  disabled = false,
  invalid = false,
  testId,
}: PhotoPickerProps) {
  const id = useId();
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Lets the same file be picked again after removing it.
    event.target.value = '';
    onPick(picked);
  };

  const off = photos.length >= max || disabled;
  return (
    <div className="cerca-photo-picker">
      <p id={`${id}-label`} className="cerca-photo-picker__label">
        {texts.label}
      </p>
      <p id={`${id}-hint`} className="cerca-photo-picker__hint">
        {texts.hint}
      </p>
      <input
        id={`${id}-photos`}
        className="cerca-visually-hidden cerca-photo-picker__input"
        type="file"
        accept="image/*"
        multiple
        disabled={off}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid || undefined}
        onChange={pick}
        data-testid={testId}
      />
      <label
        htmlFor={`${id}-photos`}
        className={buttonClassName({ variant: 'secondary', className: 'cerca-photo-picker__button' })}
        aria-disabled={off}
      >
        {texts.choose}
      </label>
      {photos.length > 0 ? (
        <ul className="cerca-photo-picker__photos" aria-label={texts.selected}>
          {previews.map((url, index) => (
            <li key={url} className="cerca-photo-picker__photo">
              <img src={url} alt={texts.preview(index + 1)} />
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
                aria-label={texts.remove(index + 1)}
              >
                {texts.removeShort}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
