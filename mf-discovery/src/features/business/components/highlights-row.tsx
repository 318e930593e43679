import type { Highlight } from '@cerca/contracts/business-page';
import { useTranslation } from '@cerca/i18n';
import { Avatar, Button, IconPlus } from '@cerca/ui';
import { useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useHighlights } from '../api/get-highlights';
import { HighlightEditor } from './highlight-editor';
import { StoryViewer } from './story-viewer';

const coverOf = (highlight: Highlight) =>
  highlight.cover_url ??
  highlight.stories[0]?.thumbnail_url ??
  (highlight.stories[0]?.media_type === 'image' ? highlight.stories[0].media_url : null);

interface HighlightsRowProps {
  businessId: string;
  /** Whoever manages the business (viewer.can_manage): Nueva colección and Editar. */
  canManage: boolean;
}

/**
 * Story highlight collections as round covers; opening one shows its stories. Whoever runs the
 * business also gets Nueva colección and, under each collection, Editar (Editar Colección).
 */
export function HighlightsRow({ businessId, canManage }: HighlightsRowProps) {
  const { t } = useTranslation(NS);
  const highlights = useHighlights(businessId);
  const [open, setOpen] = useState<Highlight | null>(null);
  // undefined: no editor; null: a new collection.
  const [editing, setEditing] = useState<Highlight | null | undefined>(undefined);
  if (highlights.isError) {
    return (
      <p className="mf-muted" role="alert">
        {t('business.highlights.loadError')}
      </p>
    );
  }
  const list = highlights.data?.highlights ?? [];
  if (list.length === 0 && !canManage) return null;
  return (
    <section className="mf-section" aria-labelledby="biz-highlights" data-testid="business-highlights">
      <div className="mf-highlights__head">
        <h2 id="biz-highlights" className="mf-subtitle">
          {t('business.highlights.title')}
        </h2>
        {canManage ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(null)} data-testid="highlight-new">
            <IconPlus aria-hidden="true" />
            {t('business.highlights.new')}
          </Button>
        ) : null}
      </div>
      <ul className="mf-highlights">
        {list.map((highlight) => {
          const cover = coverOf(highlight);
          return (
            <li key={highlight.id} className="mf-highlights__item" data-testid="highlight-item">
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
              {canManage ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('business.highlights.editLabel', { name: highlight.name })}
                  onClick={() => setEditing(highlight)}
                  data-testid="highlight-edit"
                >
                  {t('business.highlights.edit')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {open ? <StoryViewer highlight={open} onClose={() => setOpen(null)} /> : null}
      {editing !== undefined ? (
        <HighlightEditor businessId={businessId} highlight={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </section>
  );
}
