import type { Post } from '@cerca/contracts/feed';
import { useTranslation } from '@cerca/i18n';
import { Button, IconChevronLeft, IconChevronRight } from '@cerca/ui';
import { type PointerEvent, useRef, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { stepIndex, swipeStep } from '../lib/carousel';

interface MediaCarouselProps {
  rows: Pick<Post, 'id' | 'media_url' | 'media_type' | 'caption' | 'business_name'>[];
  /** Start on this row (the post a share link names). */
  initialIndex?: number;
  variant?: 'card' | 'detail';
  /**
   * The page's first image, likely its largest paint: fetched at once and first, not lazily
   * (a lazy first post waited a second for layout in Lighthouse).
   */
  priority?: boolean;
}

/** The media of a publication, one row at a time: arrows, swipe, arrow keys and 'n / total'. */
export function MediaCarousel({
  rows,
  initialIndex = 0,
  variant = 'card',
  priority = false,
}: MediaCarouselProps) {
  const { t } = useTranslation(NS);
  const media = rows.filter((row) => row.media_url);
  const [index, setIndex] = useState(Math.min(Math.max(initialIndex, 0), Math.max(media.length - 1, 0)));
  const start = useRef<{ x: number; y: number } | null>(null);
  if (media.length === 0) return null;

  const current = media[Math.min(index, media.length - 1)]!;
  const total = media.length;
  const go = (step: number) => setIndex((at) => stepIndex(at, step, total));
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const step = swipeStep(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (step !== 0 && total > 1) go(step);
  };
  const caption = current.caption?.trim();
  const alt = caption
    ? t('post.imageAltCaption', { business: current.business_name, caption })
    : t('post.imageAlt', { business: current.business_name });

  return (
    <section
      className={`mf-carousel mf-carousel--${variant}`}
      aria-roledescription="carousel"
      aria-label={t('post.carouselLabel')}
      data-testid="media-carousel"
    >
      {/* Swiping is a shortcut; the arrow buttons do the same for everyone. */}
      <div
        className="mf-carousel__frame"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        {current.media_type === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: business posts carry no caption tracks; the caption text is shown beside.
          <video key={current.id} src={current.media_url!} controls playsInline preload="metadata" />
        ) : (
          <img
            key={current.id}
            src={current.media_url!}
            alt={alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            draggable={false}
          />
        )}
      </div>
      {total > 1 ? (
        <>
          <Button
            variant="secondary"
            size="sm"
            iconOnly
            className="mf-carousel__arrow mf-carousel__arrow--prev"
            aria-label={t('post.previousImage')}
            onClick={() => go(-1)}
            data-testid="carousel-prev"
          >
            <IconChevronLeft />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            iconOnly
            className="mf-carousel__arrow mf-carousel__arrow--next"
            aria-label={t('post.nextImage')}
            onClick={() => go(1)}
            data-testid="carousel-next"
          >
            <IconChevronRight />
          </Button>
          <p className="mf-carousel__count" aria-live="polite" data-testid="carousel-count">
            {t('post.carousel', { current: index + 1, total })}
          </p>
        </>
      ) : null}
    </section>
  );
}
