import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog, Spinner, toast } from '@cerca/ui';
import { useEffect, useState } from 'react';
import remote from '../../../../remote.json';
import { NS } from '../../../lib/i18n';
import { publicProfileUrl, QR_OPTIONS } from '../lib/qr';

type QrState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/** 'Mi QR': a QR code of the public profile link /profile/{id}, drawn in the browser. */
export function QrDialog({ userId, open, onClose }: { userId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [state, setState] = useState<QrState>({ status: 'loading' });
  const url = publicProfileUrl(window.location.origin, userId);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setState({ status: 'loading' });
    // Loaded only when someone opens 'Mi QR', so the library is not part of the page's first load.
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(url, QR_OPTIONS))
      .then((src) => live && setState({ status: 'ready', src }))
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [open, url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('account.qr.copied'));
    } catch {
      toast.error(t('account.qr.error'));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('account.qr.title')}
      description={t('account.qr.description')}
      size="sm"
      data-testid="qr-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={copy}>
            {t('account.qr.copy')}
          </Button>
          <Button variant="primary" onClick={onClose}>
            {t('account.qr.close')}
          </Button>
        </>
      }
    >
      <div className={`${remoteRootClass(remote.name)} mf-account-qr`}>
        {state.status === 'loading' ? <Spinner label={t('states.loading')} /> : null}
        {state.status === 'error' ? <p className="mf-field-error">{t('account.qr.error')}</p> : null}
        {state.status === 'ready' ? (
          <img
            src={state.src}
            alt={t('account.qr.alt')}
            width={QR_OPTIONS.width}
            height={QR_OPTIONS.width}
            data-testid="qr-image"
          />
        ) : null}
        <p className="mf-muted mf-account-qr__url" data-testid="qr-url">
          {url}
        </p>
      </div>
    </Dialog>
  );
}
