import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog } from '@cerca/ui';
import { type ReactNode, useId } from 'react';
import remote from '../../remote.json';

/**
 * A small dialog around one form: "Volver" and the submit button in its footer (the submit
 * button belongs to the form by id, so Enter in a field sends it), closing refused while it sends,
 * and the remote's styles brought back to the portal. My orders' help report, rating and late tip.
 */
export function FormDialog({
  title,
  description,
  backLabel,
  submitLabel,
  sending,
  onClose,
  onSubmit,
  className,
  submitTestId,
  'data-testid': testId,
  children,
}: {
  title: string;
  description: string;
  backLabel: string;
  submitLabel: string;
  sending: boolean;
  onClose: () => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  className?: string;
  submitTestId: string;
  'data-testid': string;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Dialog
      open
      onClose={sending ? () => {} : onClose}
      size="sm"
      // Portalled to the body, outside the remote's root: its classes bring the remote's styles back.
      className={remoteRootClass(remote.name)}
      title={title}
      description={description}
      data-testid={testId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {backLabel}
          </Button>
          <Button type="submit" form={formId} loading={sending} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={className} onSubmit={onSubmit} noValidate aria-busy={sending}>
        {children}
      </form>
    </Dialog>
  );
}
