import type { Highlight } from '@cerca/contracts/business-page';
import type { Story } from '@cerca/contracts/feed';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog, IconChevronLeft, IconChevronRight } from '@cerca/ui';
import { useState } from 'react';
import { NS } from '../../../lib/i18n';

function StoryBody({ story }: { story: Story }) {
  if (story.media_url && story.media_type === 'video') {
    // biome-ignore lint/a11y/useMediaCaption: stories carry no caption track
    return <video className="mf-story__media" src={story.media_url} controls playsInline autoPlay />;
  }
  if (story.media_url) {
    return <img className="mf-story__media" src={story.media_url} alt={story.title ?? story.content ?? ''} />;
  }
  return (
    <div className="mf-story__text">
      {story.title ? <h3>{story.title}</h3> : null}
      {story.content ? <p>{story.content}</p> : null}
    </div>
  );
}

/** A simple viewer for a highlight collection: previous, next (buttons or arrow keys) and close. */
export function StoryViewer({ highlight, onClose }: { highlight: Highlight; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [index, setIndex] = useState(0);
  const total = highlight.stories.length;
  const story = highlight.stories[index];
  const go = (delta: number) => setIndex((current) => Math.min(Math.max(current + delta, 0), total - 1));
  return (
    <Dialog open onClose={onClose} title={highlight.name} size="md" data-testid="story-viewer">
      <div className={remoteRootClass('mf_discovery')}>
        {story ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; the buttons do the same
          <div
            className="mf-story"
            onKeyDown={(event) => {
              if (event.key === 'ArrowLeft') go(-1);
              if (event.key === 'ArrowRight') go(1);
            }}
          >
            <div className="mf-story__progress" aria-hidden="true">
              {highlight.stories.map((item, i) => (
                <span key={item.id} className={i <= index ? 'is-seen' : undefined} />
              ))}
            </div>
            <StoryBody key={story.id} story={story} />
            <div className="mf-story__nav">
              <Button
                variant="secondary"
                size="sm"
                iconOnly
                aria-label={t('business.highlights.previous')}
                disabled={index === 0}
                onClick={() => go(-1)}
              >
                <IconChevronLeft />
              </Button>
              <span aria-live="polite">
                {t('business.highlights.position', { current: index + 1, total })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                iconOnly
                aria-label={t('business.highlights.next')}
                disabled={index === total - 1}
                onClick={() => go(1)}
              >
                <IconChevronRight />
              </Button>
            </div>
          </div>
        ) : (
          <p className="mf-muted">{t('business.highlights.empty')}</p>
        )}
      </div>
    </Dialog>
  );
}
