import type { Story } from '@cerca/contracts/feed';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Avatar, Button, IconChevronLeft, IconChevronRight, IconClose, useModal } from '@cerca/ui';
import { type CSSProperties, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { RelativeTime } from '../../../components/relative-time';
import { NS } from '../../../lib/i18n';
import { STORY_DURATION_MS, storyProgress, storyStep, storyView } from '../lib/stories';

interface StoryViewerProps {
  stories: readonly Story[];
  startAt: number;
  onClose: () => void;
}

/**
 * Full-screen story viewer: a progress bar per story, previous, next and close; image and text
 * stories advance after about 5 s, videos when they end; holding the pointer down pauses.
 * A modal dialog: focus stays inside, Esc closes, focus returns to the circle that opened it.
 */
export function StoryViewer({ stories, startAt, onClose }: StoryViewerProps) {
  const { t } = useTranslation(NS);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [index, setIndex] = useState(startAt);
  const [held, setHeld] = useState(false);
  const [pausedByButton, setPausedByButton] = useState(false);
  const paused = held || pausedByButton;
  const [elapsed, setElapsed] = useState(0);
  useModal({ open: true, onClose, panelRef: panel, initialFocusRef: closeButton });

  const story = stories[index];
  const view = story ? storyView(story) : 'text';
  const timed = view !== 'video';

  const go = useCallback(
    (step: -1 | 1) => {
      const next = storyStep(index, step, stories.length);
      if (next === null) onClose();
      else {
        setIndex(next);
        setElapsed(0);
      }
    },
    [index, stories.length, onClose],
  );

  // The timer of image, embedded and text stories; it stops while the pointer is down.
  useEffect(() => {
    if (!timed || paused) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      const delta = now - last;
      last = now;
      setElapsed((value) => value + delta);
    }, 100);
    return () => window.clearInterval(timer);
  }, [timed, paused]);

  useEffect(() => {
    if (timed && elapsed >= STORY_DURATION_MS) go(1);
  }, [timed, elapsed, go]);

  // Videos pause with the pointer too.
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (paused) element.pause();
    else void element.play().catch(() => {});
  }, [paused]);

  // Arrow keys step between stories, as the buttons do.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      if (event.key === 'ArrowLeft') go(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go]);

  if (!story || typeof document === 'undefined') return null;
  const progress = timed ? storyProgress(elapsed) : null;

  return createPortal(
    <div className={`${remoteRootClass('mf_discovery')} mf-story-viewer`}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="mf-story-viewer__panel"
        data-testid="story-viewer"
      >
        <div className="mf-story-viewer__bars" aria-hidden="true">
          {stories.map((item, at) => (
            <span key={item.id} className="mf-story-viewer__bar">
              <span
                className="mf-story-viewer__fill"
                style={
                  {
                    '--mf-story-fill': at < index ? 1 : at > index ? 0 : (progress ?? 0),
                  } as CSSProperties
                }
                data-running={at === index && progress === null ? 'video' : undefined}
              />
            </span>
          ))}
        </div>
        <header className="mf-story-viewer__head">
          <Avatar
            src={story.business?.logo_url ?? story.author.avatar_url}
            name={story.business_name}
            size="sm"
            decorative
          />
          <div className="mf-story-viewer__who">
            <h2 id={titleId} className="mf-story-viewer__name">
              {t('stories.viewer', { business: story.business_name })}
            </h2>
            <p className="mf-story-viewer__meta">
              <span>{t('stories.position', { current: index + 1, total: stories.length })}</span>
              <span aria-hidden="true"> · </span>
              <RelativeTime value={story.created_at} />
            </p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="mf-story-viewer__pause"
            aria-pressed={pausedByButton}
            onClick={() => setPausedByButton((value) => !value)}
            data-testid="story-pause"
          >
            {t('stories.pause')}
          </Button>
          <Button
            ref={closeButton}
            variant="ghost"
            iconOnly
            className="mf-story-viewer__close"
            aria-label={t('stories.close')}
            onClick={onClose}
            data-testid="story-close"
          >
            <IconClose />
          </Button>
        </header>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: holding the pointer pauses, as in any story viewer; the Pausar button does the same for keyboards. */}
        <div
          className="mf-story-viewer__stage"
          onPointerDown={() => setHeld(true)}
          onPointerUp={() => setHeld(false)}
          onPointerCancel={() => setHeld(false)}
          onPointerLeave={() => setHeld(false)}
          onContextMenu={(event) => event.preventDefault()}
          data-testid="story-stage"
        >
          {view === 'image' ? (
            <img
              key={story.id}
              className="mf-story-viewer__media"
              src={story.media_url!}
              alt={story.title ?? t('stories.imageAlt', { business: story.business_name })}
              draggable={false}
            />
          ) : null}
          {view === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: stories carry no caption tracks.
            <video
              key={story.id}
              ref={video}
              className="mf-story-viewer__media"
              src={story.media_url!}
              autoPlay
              playsInline
              onEnded={() => go(1)}
            />
          ) : null}
          {view === 'embed' ? (
            <div className="mf-story-viewer__embed">
              <iframe
                key={story.id}
                src={story.media_url!}
                title={story.title ?? t('stories.videoFrame', { business: story.business_name })}
                allow="autoplay; encrypted-media; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
              {story.title ? <p className="mf-story-viewer__title">{story.title}</p> : null}
            </div>
          ) : null}
          {view === 'text' ? (
            <div className="mf-story-viewer__text">
              {story.title ? <p className="mf-story-viewer__title">{story.title}</p> : null}
              {story.content ? <p>{story.content}</p> : null}
            </div>
          ) : null}
          {view === 'image' && story.title ? <p className="mf-story-viewer__caption">{story.title}</p> : null}
        </div>
        <Button
          variant="secondary"
          iconOnly
          className="mf-story-viewer__nav mf-story-viewer__nav--prev"
          aria-label={t('stories.previous')}
          onClick={() => go(-1)}
          data-testid="story-prev"
        >
          <IconChevronLeft />
        </Button>
        <Button
          variant="secondary"
          iconOnly
          className="mf-story-viewer__nav mf-story-viewer__nav--next"
          aria-label={t('stories.next')}
          onClick={() => go(1)}
          data-testid="story-next"
        >
          <IconChevronRight />
        </Button>
      </div>
    </div>,
    document.body,
  );
}
