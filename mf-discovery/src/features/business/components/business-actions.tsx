import type { BusinessPage } from '@cerca/contracts/business-page';
import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Button, buttonClassName, IconPlus, toast } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { useSetFavorite } from '../api/set-favorite';
import { useSetFollow } from '../api/set-follow';
import { browserShareDeps, shareLink } from '../lib/share';

interface BusinessActionsProps {
  page: BusinessPage;
  userId: string | undefined;
  sessionLoading: boolean;
}

/**
 * Guardar, Seguir, Compartir, Editar (owner, the city's partner, admins: spec 02 §6) and Escribir
 * Reseña (everyone but the owner) (spec 01 §2, §5, §8).
 */
export function BusinessActions({ page, userId, sessionLoading }: BusinessActionsProps) {
  const { t } = useTranslation(NS);
  const { business, viewer } = page;
  const favorite = useSetFavorite(business.id, userId);
  const follow = useSetFollow(business.id, userId);

  const toggleFavorite = () => {
    if (!userId) {
      toast.error(t('business.toasts.signInToSave'));
      return;
    }
    favorite.mutate(!viewer.is_favorite, { onError: () => toast.error(t('business.toasts.favoriteError')) });
  };
  const toggleFollow = () => {
    if (!userId) {
      toast.error(t('business.toasts.signInToFollow'));
      return;
    }
    follow.mutate(!viewer.is_following, { onError: () => toast.error(t('business.toasts.followError')) });
  };
  const share = async () => {
    const url = `${window.location.origin}/businesses/${business.id}`;
    const outcome = await shareLink({ title: business.name, url }, browserShareDeps());
    if (outcome === 'copied') toast.success(t('business.toasts.linkCopied'));
    else if (outcome === 'failed') toast.error(t('business.toasts.shareError'));
  };

  return (
    <fieldset className="mf-biz__actions">
      <legend className="cerca-visually-hidden">{t('business.actions.label')}</legend>
      <Button
        variant={viewer.is_favorite ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={viewer.is_favorite}
        disabled={sessionLoading}
        onClick={toggleFavorite}
        data-testid="business-favorite"
      >
        <span aria-hidden="true">{viewer.is_favorite ? '♥' : '♡'}</span>
        {t('business.actions.save')}
      </Button>
      <Button
        variant={viewer.is_following ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={viewer.is_following}
        disabled={sessionLoading}
        onClick={toggleFollow}
        data-testid="business-follow"
      >
        {viewer.is_following ? <span aria-hidden="true">✓</span> : <IconPlus size={16} aria-hidden="true" />}
        {t('business.actions.follow')}
      </Button>
      <Button variant="secondary" size="sm" onClick={share} data-testid="business-share">
        {t('business.actions.share')}
      </Button>
      {viewer.can_manage ? (
        <Link
          to={`/businesses/${business.id}/edit`}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          data-testid="business-edit"
        >
          {t('business.actions.edit')}
        </Link>
      ) : null}
      {viewer.is_owner ? null : (
        <Link
          to={`/businesses/${business.id}?review=true`}
          className={buttonClassName({ variant: 'primary', size: 'sm' })}
          data-testid="business-write-review"
        >
          {t('business.actions.review')}
        </Link>
      )}
    </fieldset>
  );
}
