import type { FollowedAnnouncement } from '@cerca/contracts/city-life/announcements';
import { formatDate, useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Avatar, IconCalendar } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { deadlineOf } from '../lib/days-left';
import '../../../components/link-card.css';

/**
 * One announcement of Avisos: the business (logo, name, category), the type, the title, the
 * message and its days left ('Último día' for the last one). The title is the card's one link,
 * to the business page; its hit area covers the whole card.
 */
export function AnnouncementCard({ announcement, now }: { announcement: FollowedAnnouncement; now: number }) {
  const { t } = useTranslation(NS);
  const { business } = announcement;
  const deadline = deadlineOf(announcement.expires_at, now);
  return (
    <article className="mf-link-card mf-aviso" data-testid="announcement-card">
      <div className="mf-aviso__business">
        <Avatar src={business.logo_url} name={business.name} size="sm" decorative />
        <div className="mf-aviso__names">
          <span className="mf-aviso__business-name">{business.name}</span>
          <span className="mf-aviso__category">{business.category}</span>
        </div>
      </div>
      <div className="mf-badges">
        <span className="mf-badge">
          {announcement.type === 'promotion'
            ? t('followed.types.promotion')
            : announcement.type === 'event'
              ? t('followed.types.event')
              : t('followed.types.announcement')}
        </span>
        {announcement.is_premium_only ? (
          <span className="mf-badge mf-badge--premium">{t('followed.premium.badge')}</span>
        ) : null}
      </div>
      <h3 className="mf-link-card__title">
        <Link to={`/businesses/${business.id}`} className="mf-link-card__link">
          {announcement.title}
        </Link>
      </h3>
      <p className="mf-aviso__message">{announcement.message}</p>
      <div className="mf-aviso__end">
        <p
          className={
            deadline.kind === 'lastDay' ? 'mf-aviso__deadline mf-aviso__deadline--last' : 'mf-aviso__deadline'
          }
          data-testid="announcement-deadline"
        >
          <IconCalendar size={14} aria-hidden="true" />
          {deadline.kind === 'lastDay'
            ? t('followed.card.lastDay')
            : t('followed.card.daysLeft', { count: deadline.days })}
        </p>
        <p className="mf-aviso__until">
          <time dateTime={announcement.expires_at}>
            {t('followed.card.until', { date: formatDate(announcement.expires_at) })}
          </time>
        </p>
      </div>
    </article>
  );
}
