import type { City } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link, useLocation, useNavigate, useParams } from '@cerca/router';
import { signInPath, useSession } from '@cerca/session';
import { buttonClassName, ErrorState, toast } from '@cerca/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { NS } from '../../../lib/i18n';
import { useCityAccess } from '../api/get-city-access';
import { cityAccess } from '../lib/access';

/**
 * Guards /dashboard/city/:cityId and its sub-pages: no session → /profile (and back after signing
 * in); neither admin nor the
 * partner of this city → /dashboard with 'No tienes permiso para acceder a esta página';
 * unknown city → 'Ciudad no encontrada' with a way back to /dashboard.
 */
export function CityGate({ children }: { children: (city: City) => ReactNode }) {
  const session = useSession();
  const { cityId = '' } = useParams();
  const query = useCityAccess(cityId, session.user?.id, session.status === 'signed-in');
  const access = cityAccess(session.status, query);
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation(NS);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    if (access === 'sign-in') {
      handled.current = true;
      navigate(signInPath(`${location.pathname}${location.search}`), { replace: true });
    } else if (access === 'deny') {
      handled.current = true;
      toast.error(t('errors.noPermission'));
      navigate('/dashboard', { replace: true });
    }
  }, [access, navigate, t, location]);

  if (access === 'allow' && query.data) return children(query.data.city);
  if (access === 'not-found') {
    return (
      <section className="mf-page mf-center" data-testid="city-not-found">
        <h1 className="mf-title">{t('city.notFound')}</h1>
        <Link className={buttonClassName({ variant: 'primary' })} to="/dashboard">
          {t('city.backToDashboard')}
        </Link>
      </section>
    );
  }
  if (access === 'error') {
    return (
      <div className="mf-page" data-testid="city-error">
        <ErrorState title={t('city.loadError')} onRetry={() => query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  return <PageLoader />;
}
