import type { PublicProfileResponse } from '@cerca/contracts/city-life/public-profile';
import { formatDate, useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Avatar, Button, IconShare, toast } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { joinedAgo, profileCounts } from '../lib/profile';
import { profileUrl, shareProfile } from '../lib/share';
import '../../../components/profile-hero.css';

interface ProfileHeaderProps {
  data: PublicProfileResponse;
  /** The full name, else the username. */
  name: string;
  /** The viewer is this person: a hint points at the setting that shows the e-mail. */
  isOwn: boolean;
}

/** Cover, avatar, names, e-mail (when shown), join time, counts and Compartir perfil. */
export function ProfileHeader({ data, name, isOwn }: ProfileHeaderProps) {
  const { t } = useTranslation(NS);
  const { profile } = data;

  const share = async () => {
    const outcome = await shareProfile(navigator, {
      url: profileUrl(window.location.origin, profile.id),
      title: t('publicProfile.share.title', { name }),
    });
    if (outcome === 'copied') toast.success(t('publicProfile.share.copied'));
    if (outcome === 'failed') toast.error(t('publicProfile.share.error'));
  };

  return (
    <header className="mf-hero">
      <div className="mf-hero__cover mf-pp__cover" data-testid="public-profile-cover" />
      <div className="mf-hero__identity mf-pp__identity">
        <div className="mf-hero__photo mf-pp__avatar">
          <Avatar src={profile.avatar_url} name={name} size="xl" decorative />
        </div>
        <Button variant="secondary" size="sm" onClick={share} data-testid="public-profile-share">
          <IconShare />
          {t('publicProfile.share.button')}
        </Button>
      </div>
      <div className="mf-hero__names mf-pp__names">
        <h1 className="mf-title" data-testid="public-profile-name">
          {name}
        </h1>
        <p className="mf-pp__username" data-testid="public-profile-username">
          @{profile.username}
        </p>
        {profile.email ? (
          <p className="mf-pp__email">
            <span className="cerca-visually-hidden">{t('publicProfile.email')}: </span>
            <a href={`mailto:${profile.email}`} data-testid="public-profile-email">
              {profile.email}
            </a>
          </p>
        ) : null}
        <p className="mf-muted mf-pp__joined">
          <time dateTime={profile.created_at} title={formatDate(profile.created_at)}>
            {t('publicProfile.joined', { time: joinedAgo(profile.created_at) })}
          </time>
        </p>
      </div>
      <ul
        className="mf-pp__counts"
        aria-label={t('publicProfile.countsLabel')}
        data-testid="public-profile-counts"
      >
        {profileCounts(data.posts_count).map(({ key, count }) => (
          <li key={key} data-testid={`public-profile-count-${key}`}>
            <strong>{count}</strong>{' '}
            <span>
              {key === 'posts'
                ? t('publicProfile.counts.posts', { count })
                : key === 'followers'
                  ? t('publicProfile.counts.followers', { count })
                  : t('publicProfile.counts.following')}
            </span>
          </li>
        ))}
      </ul>
      {isOwn ? (
        <p className="mf-pp__own" data-testid="public-profile-own">
          <span>{t('publicProfile.own.hint')}</span>{' '}
          <Link to="/profile?tab=settings">{t('publicProfile.own.settings')}</Link>
        </p>
      ) : null}
    </header>
  );
}
