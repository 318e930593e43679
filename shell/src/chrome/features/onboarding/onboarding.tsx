import { useTranslation } from '@cerca/i18n';
import { Button, IconClose, useModal } from '@cerca/ui';
import { type CSSProperties, type KeyboardEvent, useRef, useState } from 'react';
import { ONBOARDING_SLIDES } from './flag';
import { SLIDE_ART, SLIDE_THEMES } from './illustrations';

interface Slide {
  eyebrow: string;
  title: string;
  body: string;
}

export interface OnboardingProps {
  open: boolean;
  /** Closing or finishing: the caller sets hasSeenOnboarding. */
  onClose: () => void;
}

/**
 * Spec 01/02 "Onboarding": a full-screen carousel of six slides (four well-known companies, two
 * more, then Cerca) with progress bars, a close button, "Continuar" and "Comenzar" on the last.
 * Keyboard: Tab stays inside, ← → change slides, Esc closes.
 */
export function Onboarding({ open, onClose }: OnboardingProps) {
  const { t } = useTranslation('chrome');
  const [index, setIndex] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  useModal({ open, onClose, panelRef, initialFocusRef: continueRef });

  if (!open) return null;

  const slides = t('onboarding.slides', { returnObjects: true }) as Slide[];
  const total = Math.min(slides.length, ONBOARDING_SLIDES);
  const slide = slides[index];
  const last = index === total - 1;
  const Art = SLIDE_ART[index] ?? SLIDE_ART[0]!;
  const theme = SLIDE_THEMES[index] ?? SLIDE_THEMES[0]!;

  const next = () => (last ? onClose() : setIndex(index + 1));
  const previous = () => setIndex(Math.max(index - 1, 0));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight' && !last) {
      event.preventDefault();
      setIndex(index + 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      previous();
    }
  };

  return (
    <div
      ref={panelRef}
      className="cerca-onboarding"
      role="dialog"
      aria-modal="true"
      aria-label={t('onboarding.label')}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="onboarding"
      style={
        { '--slide-main': theme.main, '--slide-soft': theme.soft, '--slide-ink': theme.ink } as CSSProperties
      }
    >
      <div className="cerca-onboarding__top">
        <div className="cerca-onboarding__progress" aria-hidden="true">
          {Array.from({ length: total }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per fixed slide position
            <span key={i} className={i <= index ? 'is-done' : undefined} />
          ))}
        </div>
        <button
          type="button"
          className="cerca-onboarding__close"
          aria-label={t('onboarding.close')}
          onClick={onClose}
        >
          <IconClose />
        </button>
      </div>
      <p className="cerca-visually-hidden" aria-live="polite">
        {t('onboarding.progress', { current: index + 1, total })}
      </p>
      {slide && (
        <div className="cerca-onboarding__slide" key={index} data-slide={index + 1}>
          <Art />
          <p className="cerca-onboarding__eyebrow">{slide.eyebrow}</p>
          <h2 className="cerca-onboarding__title">{slide.title}</h2>
          <p className="cerca-onboarding__body">{slide.body}</p>
        </div>
      )}
      <div className="cerca-onboarding__actions">
        {index > 0 && (
          <Button variant="ghost" size="lg" onClick={previous}>
            {t('onboarding.back')}
          </Button>
        )}
        <Button ref={continueRef} size="lg" onClick={next} className="cerca-onboarding__next">
          {last ? t('onboarding.start') : t('onboarding.continue')}
        </Button>
      </div>
    </div>
  );
}
