import type { OrderHelpReason } from '@cerca/contracts/order-help';
import { renderWithProviders, screen, within } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it, vi } from 'vitest';
import { OrderHelpReports } from './order-help';
import { OrderHelpDialog, type OrderHelpSubmission } from './order-help-dialog';

function renderDialog(
  reasons: readonly OrderHelpReason[] = ['missing_item', 'cold', 'never_arrived'],
  onSubmit = vi.fn<(submission: OrderHelpSubmission) => Promise<void>>(async () => {}),
) {
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <OrderHelpDialog reasons={reasons} onClose={onClose} onSubmit={onSubmit} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Ayuda con mi pedido' });
  return {
    ...rendered,
    dialog,
    onSubmit,
    onClose,
    send: within(dialog).getByRole('button', { name: 'Enviar reporte' }),
  };
}

describe('Ayuda con mi pedido', () => {
  it('offers the reasons that fit the order and sends nothing without one', async () => {
    const { user, dialog, send, onSubmit } = renderDialog();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Faltó un producto', 'Llegó frío', 'Nunca llegó']);
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Elige qué pasó con tu pedido.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the reason and the note as the endpoint takes them, showing the upload as it goes', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(
      (submission: OrderHelpSubmission) =>
        new Promise<void>((resolve) => {
          submission.onProgress(40);
          finish = resolve;
        }),
    );
    const { user, dialog, send } = renderDialog(undefined, onSubmit);
    await user.click(within(dialog).getByRole('radio', { name: 'Llegó frío' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentario (opcional)' }), '  Helado  ');
    await user.click(send);
    const progress = await within(dialog).findByRole('progressbar', { name: 'Enviando reporte' });
    expect(progress).toHaveAttribute('value', '40');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ fields: { reason: 'cold', note: 'Helado' }, photo: null }),
    );
    finish();
    await vi.waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());
  });

  it("keeps the choice and says the server's refusal when the report is not accepted", async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Ya reportaste este problema en este pedido. El negocio lo está revisando.');
    });
    const { user, dialog, send } = renderDialog(['never_arrived'], onSubmit);
    // One reason that fits: already chosen.
    expect(within(dialog).getByRole('radio', { name: 'Nunca llegó' })).toBeChecked();
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya reportaste este problema en este pedido. El negocio lo está revisando.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Nunca llegó' })).toBeChecked();
  });

  it('shows on the order what was reported and whether it was resolved', () => {
    renderWithProviders(
      <OrderHelpReports
        order={{
          help_reports: [
            {
              id: 'a',
              reason: 'cold',
              status: 'open',
              created_at: '2026-11-28T18:00:00Z',
              resolved_at: null,
            },
            {
              id: 'b',
              reason: 'missing_item',
              status: 'resolved',
              created_at: '2026-11-28T18:00:00Z',
              resolved_at: '2026-11-28T19:00:00Z',
            },
          ],
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Tus reportes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Llegó frío · Reporte enviado', 'Faltó un producto · Resuelto']);
  });
});
