import type { CityContentItem } from '@cerca/contracts/city-content';
import { formatDateTime, useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Button, Stars } from '@cerca/ui';
import { useId, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { isVideoFile, mediaOf } from '../lib/content-view';
import { DeleteContentDialog } from './delete-content-dialog';

interface ContentCardProps {
  cityId: string;
  item: CityContentItem;
  onDeleted: () => void;
}

/** One item: type badge, title, text, date, business (a link to its page), author, media, delete. */
export function ContentCard({ cityId, item, onDeleted }: ContentCardProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const media = mediaOf(item);
  const typeLabel = t(`cityContent.types.${item.type}`);

  return (
    <li
      className="mf-content-item"
      aria-labelledby={titleId}
      data-testid="content-item"
      data-content-type={item.type}
      data-content-id={item.id}
    >
      {media ? (
        <div className="mf-content-item__media">
          {isVideoFile(item) ? (
            // No poster yet: the video's first frame stands for it (muted, never played here).
            <video
              src={`${media.src}#t=0.1`}
              preload="metadata"
              muted
              playsInline
              aria-label={t('cityContent.mediaAlt', { type: typeLabel })}
            />
          ) : (
            <img src={media.src} alt={t('cityContent.mediaAlt', { type: typeLabel })} loading="lazy" />
          )}
          {media.video ? <span className="mf-content-item__video">{t('cityContent.video')}</span> : null}
        </div>
      ) : null}
      <div className="mf-content-item__body">
        <div className="mf-content-item__top">
          <span className={`mf-content-badge mf-content-badge--${item.type}`} data-testid="content-type">
            {typeLabel}
          </span>
          <time className="mf-content-item__date" dateTime={item.created_at}>
            {formatDateTime(item.created_at)}
          </time>
        </div>
        {/* Posts, comments and reviews have no title: their text heads the card. */}
        {item.title ? (
          <h3 id={titleId} className="mf-content-item__title">
            {item.title}
          </h3>
        ) : null}
        {item.rating !== null ? <Stars rating={item.rating} /> : null}
        {item.title ? (
          item.content ? (
            <p className="mf-content-item__text" data-testid="content-text">
              {item.content}
            </p>
          ) : null
        ) : (
          <h3
            id={titleId}
            className="mf-content-item__text mf-content-item__text--lead"
            data-testid="content-text"
          >
            {item.content ?? t('cityContent.noText')}
          </h3>
        )}
        <p className="mf-content-item__meta">
          {item.business_id ? (
            <Link to={`/businesses/${encodeURIComponent(item.business_id)}`} data-testid="content-business">
              {item.business_name ?? t('cityContent.viewBusiness')}
            </Link>
          ) : (
            <span>{item.business_name ?? t('cityContent.noBusiness')}</span>
          )}
          <span aria-hidden="true"> · </span>
          <span>{t('cityContent.by', { name: item.user_name ?? t('cityContent.unknownUser') })}</span>
        </p>
      </div>
      <Button
        variant="danger"
        size="sm"
        className="mf-content-item__delete"
        onClick={() => setConfirming(true)}
        aria-describedby={titleId}
        data-testid="content-delete"
      >
        {t('cityContent.delete')}
      </Button>
      <DeleteContentDialog
        cityId={cityId}
        item={item}
        open={confirming}
        onClose={() => setConfirming(false)}
        onDeleted={onDeleted}
      />
    </li>
  );
}
