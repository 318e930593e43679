import type { Highlight } from '@cerca/contracts';
import { Avatar } from '@cerca/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../lib/i18n';
import { useHighlights } from '../api/get-highlights';
import { StoryViewer } from './story-viewer';

const coverOf = (highlight: Highlight) =>
  highlight.cover_url ??
  highlight.stories[0]?.thumbnail_url ??
  (highlight.stories[0]?.media_type === 'image' ? highlight.stories[0].media_url : null);

/** Story highlight collections as round covers; opening one shows its stories. */
export function HighlightsRow({ businessId }: { businessId: string }) {
  const { t } = useTranslation(NS);
  const highlights = useHighlights(businessId);
  const [open, setOpen] = useState<Highlight | null>(null);
  if (highlights.isError) {
    return (
      <p className="mf-muted" role="alert">
        {t('business.highlights.loadError')}
      </p>
    );
  }
  const list = highlights.data?.highlights ?? [];
  if (list.length === 0) return null;
  return (
    <section className="mf-section" aria-labelledby="biz-highlights" data-testid="business-highlights">
      <h2 id="biz-highlights" className="mf-subtitle">
        {t('business.highlights.title')}
      </h2>
      <ul className="mf-highlights">
        {list.map((highlight) => {
          const cover = coverOf(highlight);
          return (
            <li key={highlight.id}>
              <button
                type="button"
                className="mf-highlight"
                aria-label={t('business.highlights.open', { name: highlight.name })}
                onClick={() => setOpen(highlight)}
              >
                {cover ? (
                  <img src={cover} alt="" width={72} height={72} />
                ) : (
                  <Avatar name={highlight.name} size="lg" decorative />
                )}
                <span aria-hidden="true">{highlight.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open ? <StoryViewer highlight={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
