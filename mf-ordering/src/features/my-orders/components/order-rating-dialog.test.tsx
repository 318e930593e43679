import { renderWithProviders, screen } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it, vi } from 'vitest';
import { OrderRatingDialog } from './order-rating-dialog';
import './rating-texts';

describe('Califica tu pedido', () => {
  it('sends the food and delivery stars and the comment', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderWithProviders(
      <OrderRatingDialog withDelivery onClose={() => {}} onSubmit={onSubmit} />,
    );
    const food = screen.getByRole('group', { name: '¿Qué tal la comida?' });
    expect(food).toBeVisible();
    await user.click(screen.getAllByRole('radio', { name: '5 de 5 estrellas' })[0]!);
    await user.click(screen.getAllByRole('radio', { name: '4 de 5 estrellas' })[1]!);
    await user.type(screen.getByLabelText('Comentario (opcional)'), '  Llegó calientito ');
    await user.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    expect(onSubmit).toHaveBeenCalledWith({ food_stars: 5, delivery_stars: 4, comment: 'Llegó calientito' });
  });

  it('asks for the stars before sending, and keeps the server’s refusal in the dialog', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Ya calificaste este pedido.');
    });
    const { user } = renderWithProviders(
      <OrderRatingDialog withDelivery={false} onClose={() => {}} onSubmit={onSubmit} />,
    );
    expect(screen.queryByRole('group', { name: '¿Qué tal la entrega?' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Elige las estrellas para calificar.');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: '3 de 5 estrellas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya calificaste este pedido.');
    expect(onSubmit).toHaveBeenCalledWith({ food_stars: 3 });
    expect(screen.getByRole('radio', { name: '3 de 5 estrellas' })).toBeChecked();
  });
});
