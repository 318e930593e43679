import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link, useParams } from '@cerca/router';
import { ApiError, useSession } from '@cerca/session';
import { buttonClassName, EmptyState, ErrorState } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { usePersonPosts } from '../api/get-person-posts';
import { usePublicProfile } from '../api/get-public-profile';
import { displayName } from '../lib/profile';
import { ProfileBusinesses } from './profile-businesses';
import { ProfileHeader } from './profile-header';
import { ProfilePosts } from './profile-posts';
import './public-profile.css';
import '../texts';

/** /profile/:id — a person's public profile, the same for every visitor (spec 01 §2, 02 §2). */
export function PublicProfilePage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const session = useSession();
  const profile = usePublicProfile(id);
  // Asked for at once, next to the profile, rather than after it.
  const posts = usePersonPosts(id);

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) {
      return (
        <div className="mf-page" data-testid="public-profile-not-found">
          <EmptyState
            title={t('publicProfile.notFound')}
            description={t('publicProfile.notFoundHint')}
            action={
              <Link to="/" className={buttonClassName({ variant: 'primary' })}>
                {t('publicProfile.toHome')}
              </Link>
            }
          />
        </div>
      );
    }
    return (
      <div className="mf-page" data-testid="public-profile-error">
        <ErrorState
          title={t('publicProfile.loadError')}
          description={profile.error.message}
          onRetry={() => profile.refetch()}
          retrying={profile.isFetching}
        />
      </div>
    );
  }

  const { data } = profile;
  const isOwn = session.user?.id === data.profile.id;
  const name = displayName(data.profile);
  return (
    <div className="mf-page mf-pp" data-testid="public-profile">
      <ProfileHeader data={data} name={name} isOwn={isOwn} />
      {data.businesses.length > 0 ? <ProfileBusinesses businesses={data.businesses} /> : null}
      <ProfilePosts query={posts} name={name} isOwn={isOwn} />
    </div>
  );
}
