import { useTranslation } from '@cerca/i18n';
import { Button, IconPlus, toast } from '@cerca/ui';
import { Component, type ErrorInfo, type ReactNode, useState } from 'react';
import { type CreateDialogComponent, loadCreateDialog } from './load-create-dialog';

class DialogBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[cerca] mf_discovery/create-dialog crashed', error, info.componentStack);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * "Crear" for signed-in people: loads mf_discovery's create dialog on the first click (not
 * before: visitors who never publish never download it) and renders it here, in the chrome.
 */
export function CreateButton({ ownedBusinessIds }: { ownedBusinessIds: string[] }) {
  const { t } = useTranslation('chrome');
  const [CreateDialog, setCreateDialog] = useState<CreateDialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const onClick = async () => {
    if (CreateDialog) {
      setOpen(true);
      return;
    }
    setLoading(true);
    try {
      const component = await loadCreateDialog();
      setCreateDialog(() => component);
      setOpen(true);
    } catch (error) {
      console.error('[cerca] mf_discovery/create-dialog unavailable', error);
      toast.error(t('create.unavailable'));
    } finally {
      setLoading(false);
    }
  };

  const onCrash = () => {
    toast.error(t('create.unavailable'));
    setOpen(false);
    setAttempt((n) => n + 1);
  };

  return (
    <>
      <Button
        size="sm"
        onClick={onClick}
        loading={loading}
        aria-haspopup="dialog"
        data-testid="create-button"
      >
        <IconPlus size={18} />
        <span>{t('topBar.create')}</span>
      </Button>
      {CreateDialog && (
        <DialogBoundary key={attempt} onError={onCrash}>
          <CreateDialog open={open} onClose={() => setOpen(false)} ownedBusinessIds={ownedBusinessIds} />
        </DialogBoundary>
      )}
    </>
  );
}
