import { useTranslation } from '@cerca/i18n';
import { PageLoader, useDeferredAnswer } from '@cerca/remote-kit';
import { Link, useNavigate, useParams, useSearchParams } from '@cerca/router';
import { ApiError, useSession } from '@cerca/session';
import { buttonClassName, EmptyState, ErrorState, toast } from '@cerca/ui';
import { useEffect } from 'react';
import { NS } from '../../../lib/i18n';
import { useBusinessPage } from '../api/get-business-page';
import { useReviews } from '../api/get-reviews';
import { BusinessHeader } from './business-header';
import { BusinessInfo } from './business-info';
import { BusinessTabs } from './business-tabs';
import { HighlightsRow } from './highlights-row';
import { PlanPanel } from './plan-panel';
import { PromotionsPanel } from './promotions-panel';
import { ReviewDialog } from './review-dialog';
import { ReviewsSection } from './reviews-section';
import './business.css';
import '../../../components/businesses-texts';

/**
 * /businesses/:id — the business page for everyone; ?review=true opens Escribir Reseña
 * (visitors are sent to sign in first, then back here).
 */
export function BusinessPage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const sessionReady = session.status !== 'loading';
  const userId = session.user?.id;
  const page = useBusinessPage(id, userId, sessionReady);
  // Rendered in slices, and only this business's answer (useDeferredAnswer): the whole page at
  // once was a long task of about 100 ms on a mid-range phone (issue 24).
  const shown = useDeferredAnswer(page.data, (answer) => answer.business.id);
  const reviews = useReviews(id, userId, sessionReady);
  const reviewRequested = params.get('review') === 'true';

  useEffect(() => {
    if (reviewRequested && session.status === 'signed-out') {
      toast.error(t('reviews.toasts.signIn'));
      navigate(`/profile?${new URLSearchParams({ redirect: `businesses/${id}` })}`, { replace: true });
    }
  }, [reviewRequested, session.status, navigate, id, t]);

  const closeReview = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('review');
        return next;
      },
      { replace: true },
    );

  if (!sessionReady || page.isPending) return <PageLoader />;
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) {
      return (
        <div className="mf-page" data-testid="business-not-found">
          <EmptyState
            title={t('business.notFound')}
            description={t('business.notFoundHint')}
            action={
              <Link to="/businesses" className={buttonClassName({ variant: 'primary' })}>
                {t('business.backToBusinesses')}
              </Link>
            }
          />
        </div>
      );
    }
    return (
      <div className="mf-page" data-testid="business-error">
        <ErrorState
          title={t('business.loadError')}
          description={page.error.message}
          onRetry={() => page.refetch()}
          retrying={page.isFetching}
        />
      </div>
    );
  }

  // The answer is here but not yet rendered (the deferred copy catches up in a moment).
  if (!shown) return <PageLoader />;
  const { business } = shown;
  const mine = reviews.data?.pages[0]?.mine ?? null;
  return (
    <div className="mf-page mf-biz" data-testid="business-page">
      <BusinessHeader page={shown} userId={userId} sessionLoading={!sessionReady} />
      <div className="mf-biz__layout">
        <section className="mf-section mf-biz__about" aria-labelledby="biz-about">
          <h2 id="biz-about" className="mf-subtitle">
            {t('business.about')}
          </h2>
          <p className="mf-biz__description">{business.description}</p>
        </section>
        <aside className="mf-biz__aside" aria-label={t('business.infoLabel')}>
          <BusinessInfo page={shown} />
        </aside>
        <div className="mf-biz__main">
          {shown.viewer.is_owner ? <PlanPanel businessId={business.id} /> : null}
          {shown.viewer.is_owner ? (
            <p>
              <Link
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                to={`/menu-manager?businessId=${encodeURIComponent(business.id)}`}
                data-testid="manage-menu-link"
              >
                {t(`menu.manage.${business.business_type}`)}
              </Link>
            </p>
          ) : null}
          <PromotionsPanel businessId={business.id} userId={userId} enabled={sessionReady} />
          <HighlightsRow businessId={business.id} canManage={shown.viewer.can_manage} />
          <BusinessTabs business={business} />
          <ReviewsSection reviews={reviews} total={business.rating_count} />
        </div>
      </div>
      {reviewRequested && session.status === 'signed-in' && !reviews.isPending ? (
        <ReviewDialog
          key={mine?.id ?? 'new'}
          businessId={business.id}
          businessName={business.name}
          userId={userId}
          mine={mine}
          onClose={closeReview}
        />
      ) : null}
    </div>
  );
}
