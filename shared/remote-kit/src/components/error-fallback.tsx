import { useTranslation } from '@cerca/i18n';
import { ErrorState } from '@cerca/ui';
import { KIT_NS } from '../i18n';

export interface ErrorFallbackProps {
  onRetry: () => void;
}

/** What a visitor sees when a remote throws: the chrome around it keeps working. */
export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  const { t } = useTranslation(KIT_NS);
  return (
    <div className="mf-page" data-testid="remote-error">
      <ErrorState
        title={t('errorBoundary.title')}
        description={t('errorBoundary.description')}
        onRetry={onRetry}
      />
    </div>
  );
}
