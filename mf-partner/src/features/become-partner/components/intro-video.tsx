import { useTranslation } from '@cerca/i18n';
import { Button } from '@cerca/ui';
import { useRef, useState } from 'react';
import { NS } from '../../../lib/i18n';

// Bundled with the remote (a few KB, no sound): the page never depends on a video host.
const WEBM = new URL('../assets/partner-intro.webm', import.meta.url).href;
const MP4 = new URL('../assets/partner-intro.mp4', import.meta.url).href;

/** Step 1's intro video, with one play/pause button that says what it will do. */
export function IntroVideo() {
  const { t } = useTranslation(NS);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      // A refused play (no supported source) leaves the button as it was.
      void element.play().catch(() => setPlaying(false));
    } else {
      element.pause();
    }
  };

  return (
    <figure className="mf-partner-video" data-testid="partner-video">
      <video
        ref={video}
        className="mf-partner-video__media"
        aria-label={t('becomePartner.intro.video')}
        playsInline
        muted
        preload="metadata"
        width={640}
        height={360}
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        data-testid="partner-video-media"
      >
        <source src={WEBM} type="video/webm" />
        <source src={MP4} type="video/mp4" />
        {t('becomePartner.intro.noVideo')}
      </video>
      <figcaption className="mf-partner-video__controls">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={toggle}
          aria-pressed={playing}
          data-testid="partner-video-toggle"
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          {playing ? t('becomePartner.intro.pause') : t('becomePartner.intro.play')}
        </Button>
      </figcaption>
    </figure>
  );
}
