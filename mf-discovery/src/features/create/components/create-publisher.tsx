import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { useCity, usePlace, useSession } from '@cerca/session';
import { useMyBusinesses } from '@cerca/session/my-businesses';
import { Button, Dialog, ErrorState, Spinner } from '@cerca/ui';
import type { ReactNode } from 'react';
import '../texts';
import './create.css';
import { NS } from '../../../lib/i18n';
import { CreateForm } from './create-form';

interface CreatePublisherProps {
  onClose: () => void;
  ownedBusinessIds: string[];
}

/**
 * What Crear shows: the publishing form for an owner, once their businesses are loaded; for a
 * person without a business, the form with a typed business name, published in their chosen city
 * (without one, they are asked to choose a city first).
 */
export function CreatePublisher({ onClose, ownedBusinessIds }: CreatePublisherProps) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const owner = ownedBusinessIds.length > 0;
  const businesses = useMyBusinesses(owner ? session.user?.id : undefined);
  const place = usePlace();
  const city = useCity(place.countryId, place.cityId);

  if (session.status === 'signed-out') {
    return (
      <InfoDialog onClose={onClose}>
        <p className="mf-create__notice">{t('publish.signedOut')}</p>
      </InfoDialog>
    );
  }
  const list = businesses.data?.businesses;
  if (!owner || list?.length === 0) {
    if (place.cityId && city.isPending) {
      return (
        <InfoDialog onClose={onClose}>
          <Spinner label={t('states.loading')} />
        </InfoDialog>
      );
    }
    if (!city.data) {
      return (
        <InfoDialog onClose={onClose}>
          <div className="mf-create__notice" data-testid="create-no-city">
            <p className="mf-create__notice-title">{t('publish.noCity.title')}</p>
            <p className="mf-muted">{t('publish.noCity.text')}</p>
          </div>
        </InfoDialog>
      );
    }
    return <CreateForm businesses={[]} city={city.data} onClose={onClose} />;
  }
  if (businesses.isError) {
    return (
      <InfoDialog onClose={onClose}>
        <ErrorState
          title={t('publish.business.loadError')}
          description={businesses.error.message}
          onRetry={() => void businesses.refetch()}
          retrying={businesses.isFetching}
        />
      </InfoDialog>
    );
  }
  if (!list) {
    return (
      <InfoDialog onClose={onClose}>
        <Spinner label={t('states.loading')} />
      </InfoDialog>
    );
  }
  return <CreateForm businesses={list} onClose={onClose} />;
}

/** Crear without the form: a message, a loader or an error, and Cancelar. */
function InfoDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('create.title')}
      data-testid="create-dialog"
      footer={
        <Button variant="secondary" onClick={onClose} data-testid="create-cancel">
          {t('publish.cancel')}
        </Button>
      }
    >
      <div className={remoteRootClass('mf_discovery')}>{children}</div>
    </Dialog>
  );
}
