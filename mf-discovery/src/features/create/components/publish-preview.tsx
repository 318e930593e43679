import type { MyBusinessesResponse } from '@cerca/contracts/publishing';
import { formatDate, useTranslation } from '@cerca/i18n';
import { Avatar, Button, IconClose } from '@cerca/ui';
import { useEffect, useId, useState } from 'react';
import { NS } from '../../../lib/i18n';
import type { ContentType } from '../lib/content-types';
import { type MediaKind, mediaKindOf } from '../lib/media';

interface Preview {
  url: string;
  kind: MediaKind;
  name: string;
}

/** Object URLs of the chosen files for thumbnails, revoked when the files change or on close. */
function useObjectUrls(files: readonly File[]): Preview[] {
  const [previews, setPreviews] = useState<Preview[]>([]);
  useEffect(() => {
    const next = files.map((file) => ({
      url: URL.createObjectURL(file),
      kind: mediaKindOf(file) ?? 'image',
      name: file.name,
    }));
    setPreviews(next);
    return () => {
      for (const preview of next) URL.revokeObjectURL(preview.url);
    };
  }, [files]);
  return previews;
}

interface PublishPreviewProps {
  business: MyBusinessesResponse['businesses'][number] | undefined;
  type: ContentType;
  title: string;
  caption: string;
  date: string;
  files: readonly File[];
  /** The typed business name of a person without a business; absent for owners. */
  typedName?: string | undefined;
  /** Removes a chosen file; absent while sending. */
  onRemove: ((index: number) => void) | undefined;
}

/** How the publication will look: the business as author, the media, title, text and date. */
export function PublishPreview({
  business,
  type,
  title,
  caption,
  date,
  files,
  typedName,
  onRemove,
}: PublishPreviewProps) {
  const { t } = useTranslation(NS);
  const previews = useObjectUrls(files);
  const titleId = useId();
  const authorName =
    business?.name ??
    (typedName === undefined
      ? t('publish.business.placeholder')
      : typedName.trim() || t('publish.businessName.placeholder'));

  return (
    <section className="mf-create__preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="mf-create__preview-title">
        {t('publish.preview.title')}
      </h3>
      <div className="mf-create__card">
        <div className="mf-create__author">
          <Avatar src={business?.logo_url ?? null} name={authorName} size="md" decorative />
          <div className="mf-create__author-text">
            <span className="mf-create__author-name">{authorName}</span>
            {business ? <span className="mf-muted mf-small">{business.category}</span> : null}
          </div>
          <span className="mf-create__badge">{t(`create.types.${type}.badge`)}</span>
        </div>
        {previews.length > 0 ? (
          <ul className="mf-create__thumbs">
            {previews.map((preview, index) => (
              <li key={preview.url} className="mf-create__thumb">
                {preview.kind === 'video' ? (
                  <video
                    src={preview.url}
                    muted
                    playsInline
                    preload="metadata"
                    aria-label={t('publish.preview.video')}
                  />
                ) : (
                  <img
                    src={preview.url}
                    alt={t('publish.preview.image', { index: index + 1, count: previews.length })}
                  />
                )}
                {onRemove ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="mf-create__remove"
                    onClick={() => onRemove(index)}
                    aria-label={t('publish.media.remove', { file: preview.name })}
                  >
                    <IconClose size={16} />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : type !== 'promotion' ? (
          <p className="mf-create__no-media mf-muted mf-small">{t('publish.preview.noMedia')}</p>
        ) : null}
        {title.trim() ? <p className="mf-create__preview-heading">{title.trim()}</p> : null}
        {caption.trim() ? <p className="mf-create__caption">{caption.trim()}</p> : null}
        {date ? (
          <p className="mf-muted mf-small">
            {type === 'event'
              ? t('publish.preview.eventDate', { date: formatDate(`${date}T12:00:00`) })
              : t('publish.preview.expires', { date: formatDate(`${date}T12:00:00`) })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
