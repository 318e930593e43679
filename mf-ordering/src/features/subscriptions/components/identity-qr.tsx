import { useTranslation } from '@cerca/i18n';
import { Spinner } from '@cerca/ui';
import { useEffect, useState } from 'react';
import { NS } from '../../../lib/i18n';

export type QrState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/** The QR of the person's identity (their public profile link), drawn once in the browser. */
export function useIdentityQr(userId: string): QrState {
  const [state, setState] = useState<QrState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const url = `${window.location.origin}/profile/${encodeURIComponent(userId)}`;
    // Loaded lazily, so the library is not part of the page's first load.
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(url, { margin: 1, width: 192, errorCorrectionLevel: 'M' }))
      .then((src) => live && setState({ status: 'ready', src }))
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [userId]);
  return state;
}

export function IdentityQr({ qr }: { qr: QrState }) {
  const { t } = useTranslation(NS);
  if (qr.status === 'loading') return <Spinner size="sm" label={t('subscriptions.qr.title')} />;
  if (qr.status === 'error') return <p className="mf-muted">{t('subscriptions.qr.error')}</p>;
  return <img className="mf-plan-qr" src={qr.src} alt={t('subscriptions.qr.alt')} width={96} height={96} />;
}
