import { useTranslation } from '@cerca/i18n';
import { Button, IconChevronLeft, IconChevronRight } from '@cerca/ui';
import { type ReactNode, useRef } from 'react';
import { NS } from '../lib/i18n';
import { type ScrollDirection, scrollBehavior, scrollOffset } from '../lib/scroll';

interface ScrollerProps {
  /** Accessible name of the list, e.g. "Categorías". */
  label: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A horizontally scrollable list with left and right buttons of 200 px (spec 01 §2). The list
 * itself also scrolls by touch and by keyboard (Tab through its links), the buttons are extra.
 */
export function Scroller({ label, children, 'data-testid': testId }: ScrollerProps) {
  const { t } = useTranslation(NS);
  const track = useRef<HTMLUListElement>(null);

  const scroll = (direction: ScrollDirection) => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    track.current?.scrollBy({ left: scrollOffset(direction), behavior: scrollBehavior(reduced) });
  };

  return (
    <div className="mf-scroller" data-testid={testId}>
      <Button
        variant="secondary"
        size="sm"
        iconOnly
        className="mf-scroller__arrow"
        aria-label={t('scroll.left')}
        onClick={() => scroll('left')}
        data-testid="scroll-left"
      >
        <IconChevronLeft />
      </Button>
      <ul ref={track} className="mf-scroller__track" aria-label={label}>
        {children}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        iconOnly
        className="mf-scroller__arrow"
        aria-label={t('scroll.right')}
        onClick={() => scroll('right')}
        data-testid="scroll-right"
      >
        <IconChevronRight />
      </Button>
    </div>
  );
}
