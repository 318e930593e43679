import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link, useNavigate, useParams } from '@cerca/router';
import { ApiError, useSession } from '@cerca/session';
import { buttonClassName, EmptyState, ErrorState, toast } from '@cerca/ui';
import { useEffect, useRef } from 'react';
import { NS } from '../../../lib/i18n';
import { useBusinessToEdit } from '../api/get-business-to-edit';
import { editFormDefaults } from '../lib/edit-form';
import { EditBusinessForm } from './edit-business-form';
import { PhotosEditor } from './photos-editor';
import '../../../components/business-form.css';
import './edit-business.css';
import '../texts';

/**
 * /businesses/:id/edit (session route): the owner, the partner of the business's city and admins
 * edit the form's fields, the weekly schedule and the main photos. Anyone else is sent to
 * /dashboard with the permission message; the server refuses them anyway.
 */
export function EditBusinessPage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const sessionReady = session.status !== 'loading';
  const page = useBusinessToEdit(id, session.user?.id, sessionReady);
  // The server decides from the database who manages the business; the page only follows it.
  const allowed = page.data ? page.data.viewer.can_manage : null;
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || allowed !== false) return;
    handled.current = true;
    toast.error(t('common:errors.noPermission'));
    navigate('/dashboard', { replace: true });
  }, [allowed, navigate, t]);

  if (!sessionReady || page.isPending) return <PageLoader />;
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) {
      return (
        <div className="mf-page" data-testid="edit-business-not-found">
          <EmptyState
            title={t('editBusiness.notFound')}
            action={
              <Link to="/businesses" className={buttonClassName({ variant: 'primary' })}>
                {t('editBusiness.backToBusinesses')}
              </Link>
            }
          />
        </div>
      );
    }
    return (
      <div className="mf-page" data-testid="edit-business-error">
        <ErrorState
          title={t('editBusiness.loadError')}
          description={page.error.message}
          onRetry={() => page.refetch()}
          retrying={page.isFetching}
        />
      </div>
    );
  }
  if (!allowed) return <PageLoader />;

  const { business } = page.data;
  return (
    <div className="mf-page mf-business-form mf-edit-business" data-testid="edit-business-page">
      <header className="mf-business-form__header">
        <p className="mf-eyebrow">{t('editBusiness.eyebrow')}</p>
        <h1 className="mf-title">{t('editBusiness.title')}</h1>
        <p className="mf-muted">{t('editBusiness.subtitle', { name: business.name })}</p>
      </header>
      <div className="mf-edit-business__layout">
        {/* Photos first on phones (they save on their own); beside the form on wide screens. */}
        <PhotosEditor businessId={business.id} photos={business.photos} />
        <EditBusinessForm
          // A fresh form per loaded business: defaults are read once.
          key={business.id}
          businessId={business.id}
          defaults={editFormDefaults(business)}
        />
      </div>
    </div>
  );
}
