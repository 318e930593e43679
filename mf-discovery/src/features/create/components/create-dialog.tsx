import type { CreateDialogProps } from '@cerca/contracts';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog } from '@cerca/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../lib/i18n';
import { CONTENT_TYPES } from '../lib/content-types';

/**
 * The top bar's 'Crear' dialog. Until the publishing feature ships it explains what will be
 * publishable and offers only Cancelar: nothing is pretended to be sent. `ownedBusinessIds` is
 * part of the contract for the publishing feature (an owner publishes as one of them).
 */
export function CreateDialog({ open, onClose }: CreateDialogProps) {
  const { t } = useTranslation(NS);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('create.title')}
      description={t('create.description')}
      initialFocusRef={cancel}
      data-testid="create-dialog"
      footer={
        <Button ref={cancel} variant="secondary" onClick={onClose} data-testid="create-cancel">
          {t('create.cancel')}
        </Button>
      }
    >
      <div className={remoteRootClass('mf_discovery')}>
        <ul className="mf-types" aria-label={t('create.typesLabel')}>
          {CONTENT_TYPES.map((type) => (
            <li key={type} className="mf-type">
              <span className="mf-type__name">{t(`create.types.${type}.name`)}</span>
              <span className="mf-type__badge">{t(`create.types.${type}.badge`)}</span>
            </li>
          ))}
        </ul>
        <p className="mf-muted">{t('create.soon')}</p>
      </div>
    </Dialog>
  );
}
