import type { HelpReportEntry } from '@cerca/contracts/order-help';
import { mockApi, renderWithProviders, screen, signInForTest, within } from '@cerca/remote-kit/testing/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HelpReportsSection } from './help-reports-section';

const BUSINESS = '10000000-0000-4000-8000-000000000001';
const REPORT = '20000000-0000-4000-8000-000000000002';

const report = (over: Partial<HelpReportEntry> = {}): HelpReportEntry => ({
  id: REPORT,
  order_id: 'abcdef12-0000-4000-8000-000000000003',
  business: { id: BUSINESS, name: 'Tortas El Güero' },
  customer_name: 'lupita',
  reason: 'cold',
  note: 'Llegó helado',
  photo_url: '/storage/v1/object/sign/order-help-photos/x.png?token=t',
  status: 'open',
  created_at: new Date().toISOString(),
  resolved_at: null,
  ...over,
});

beforeEach(() => {
  signInForTest({ id: '30000000-0000-4000-8000-000000000004' });
});

describe("the orders panel's reports", () => {
  it('shows what the customer reported, and marks it resolved', async () => {
    let current = report();
    const api = mockApi({
      'GET /api/ordering/businesses/:id/help-reports': () => ({
        body: { reports: [current], next_cursor: null },
      }),
      'POST /api/ordering/businesses/:id/help-reports/:reportId/resolve': () => {
        current = { ...current, status: 'resolved', resolved_at: new Date().toISOString() };
        return { body: { report: current } };
      },
    });
    const { user } = renderWithProviders(<HelpReportsSection businessId={BUSINESS} />, { path: '/orders' });
    const row = await screen.findByTestId('help-report');
    expect(row).toHaveTextContent('Llegó frío');
    expect(row).toHaveTextContent('Abierto');
    expect(row).toHaveTextContent('Pedido #ABCDEF12');
    expect(row).toHaveTextContent('Cliente: lupita');
    expect(row).toHaveTextContent('Llegó helado');
    expect(within(row).getByRole('img', { name: 'Foto del reporte del pedido #ABCDEF12' })).toHaveAttribute(
      'src',
      current.photo_url,
    );
    await user.click(within(row).getByRole('button', { name: 'Marcar como resuelto' }));
    expect(await screen.findByText('Reporte marcado como resuelto')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('help-report')).toHaveTextContent('Resuelto'));
    expect(within(screen.getByTestId('help-report')).queryByRole('button')).toBeNull();
    expect(
      api.requestsTo('POST /api/ordering/businesses/:id/help-reports/:reportId/resolve')[0]?.params,
    ).toEqual({
      id: BUSINESS,
      reportId: REPORT,
    });
  });

  it('says when there are none, and offers a retry when they fail to load', async () => {
    let fail = true;
    mockApi({
      'GET /api/ordering/businesses/:id/help-reports': () =>
        fail ? { status: 500, body: {} } : { body: { reports: [], next_cursor: null } },
    });
    const { user } = renderWithProviders(<HelpReportsSection businessId={BUSINESS} />, { path: '/orders' });
    expect(await screen.findByText('No pudimos cargar los reportes')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Sin reportes')).toBeInTheDocument();
  });
});
