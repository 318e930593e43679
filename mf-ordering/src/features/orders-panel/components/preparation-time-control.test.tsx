import { mockApi, renderWithProviders, screen } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it } from 'vitest';
import { PreparationTimeControl } from './preparation-time-control';

// Issue 25: the owner sets the kitchen's usual preparation time next to "Pausar pedidos".

const BUSINESS = '10000000-0000-4000-8000-000000000001';

describe('Tiempo de preparación', () => {
  it("shows the kitchen's time and saves a new one, saying so in the box", async () => {
    const api = mockApi({
      'GET /api/ordering/businesses/:id/preparation-time': { minutes: 20 },
      'PUT /api/ordering/businesses/:id/preparation-time': ({ body }) => ({ body }),
    });
    const { user } = renderWithProviders(<PreparationTimeControl businessId={BUSINESS} />, {
      path: '/orders',
    });
    const input = await screen.findByRole('spinbutton', { name: /Tiempo de preparación/ });
    expect(input).toHaveValue(20);
    await user.clear(input);
    await user.type(input, '35');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tiempo de preparación guardado.');
    expect(api.requestsTo('PUT /api/ordering/businesses/:id/preparation-time')[0]?.body).toEqual({
      minutes: 35,
    });
    expect(input).toHaveValue(35);
  });
});
