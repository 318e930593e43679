import type { CreateDialogProps } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { Button, Dialog, Spinner } from '@cerca/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { queryClient } from '../../../api/query-client';
import { NS } from '../../../lib/i18n';

// The form, its texts and styles load when the dialog first opens, not with the remote's entry.
const CreatePublisher = lazy(() =>
  import('./create-publisher').then((module) => ({ default: module.CreatePublisher })),
);

/**
 * The top bar's 'Crear' dialog (spec 01 §2 "Create modal"), exposed to the shell. It renders in
 * the shell's tree but with this remote's query cache, so what it publishes refreshes the feed,
 * stories and business pages at once.
 */
export function CreateDialog({ open, onClose, ownedBusinessIds }: CreateDialogProps) {
  if (!open) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingDialog onClose={onClose} />}>
        <CreatePublisher onClose={onClose} ownedBusinessIds={ownedBusinessIds} />
      </Suspense>
    </QueryClientProvider>
  );
}

function LoadingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('create.title')}
      data-testid="create-dialog"
      footer={
        <Button variant="secondary" onClick={onClose} data-testid="create-cancel">
          {t('create.cancel')}
        </Button>
      }
    >
      <Spinner label={t('states.loading')} />
    </Dialog>
  );
}
