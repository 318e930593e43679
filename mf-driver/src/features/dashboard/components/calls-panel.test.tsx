import { mockApi, renderWithProviders, reply, screen } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it } from 'vitest';
import CallsPanel from './calls-panel';

// Issue 25: "Permitir que los clientes me llamen" on the driver's dashboard.

const USER = '40000000-0000-4000-8000-000000000001';
const ROUTE = '/api/driver/me/call-permission';

describe('Permitir que los clientes me llamen', () => {
  it('shows the stored choice and saves the new one, saying so beside the switch', async () => {
    const api = mockApi({
      [`GET ${ROUTE}`]: { allow_customer_calls: false },
      [`PUT ${ROUTE}`]: ({ body }) => ({ body }),
    });
    const { user } = renderWithProviders(<CallsPanel userId={USER} />);
    const toggle = await screen.findByRole('switch', { name: 'Permitir que los clientes me llamen' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent('Guardado.');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(api.requestsTo(`PUT ${ROUTE}`)[0]?.body).toEqual({ allow_customer_calls: true });
  });

  it('keeps the stored choice when saving fails, and says why', async () => {
    mockApi({
      [`GET ${ROUTE}`]: { allow_customer_calls: true },
      [`PUT ${ROUTE}`]: () =>
        reply(503, {
          statusCode: 503,
          code: 'unavailable',
          error: 'Service Unavailable',
          message: 'Servicio no disponible.',
        }),
    });
    const { user } = renderWithProviders(<CallsPanel userId={USER} />);
    const toggle = await screen.findByRole('switch', { name: 'Permitir que los clientes me llamen' });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible.');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
