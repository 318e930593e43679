import type { BusinessDeliveryZone, SavedAddress } from '@cerca/contracts/addresses';
import type { Order, OrderQuote, OrderQuoteRequest } from '@cerca/contracts/orders';
import type { PublicMenuResponse } from '@cerca/contracts/public-menu';
import {
  type ApiReply,
  deferred,
  mockApi,
  renderWithProviders,
  reply,
  screen,
  signInForTest,
  waitFor,
  within,
} from '@cerca/remote-kit/testing/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '../lib/cart';
import { saveCart } from '../lib/cart-store';
import { MenuList } from './menu-list';

// The Menú tab as mf-discovery's business page mounts it: a person adds to the cart, opens it and
// orders. Every amount on screen is the server's quote: the mocked quote answers amounts no
// formula of the menu's prices would give, so a page computing its own would show other numbers.

const BUSINESS = {
  id: '10000000-0000-4000-8000-000000000001',
  name: 'Tortas El Güero',
  business_type: 'menu' as const,
};
const TORTA = '20000000-0000-4000-8000-000000000001';
const ENTERA = '30000000-0000-4000-8000-000000000001';
const MEDIA = '30000000-0000-4000-8000-000000000002';
const AGUA = '20000000-0000-4000-8000-000000000002';
const PERSON = '40000000-0000-4000-8000-000000000001';
const ORDER = '50000000-0000-4000-8000-000000000001';

const menu: PublicMenuResponse = {
  categories: [
    {
      id: '60000000-0000-4000-8000-000000000001',
      name: 'Tortas',
      items: [
        {
          id: TORTA,
          name: 'Torta ahogada',
          description: 'Bañada en salsa',
          price: '85.00',
          image_url: null,
          variants: [
            { id: ENTERA, name: 'Entera', price_extra: '0.00' },
            { id: MEDIA, name: 'Media', price_extra: '10.00' },
          ],
          sold_out: false,
        },
        {
          id: AGUA,
          name: 'Agua de horchata',
          description: null,
          price: '30.00',
          image_url: null,
          variants: [],
          sold_out: false,
        },
      ],
    },
  ],
  ordering: { state: 'open', paused_until: null },
};

/** The server's quote of a request: each line "111.11" × its quantity's digit, shipping "25.50". */
function quoteOf(request: OrderQuoteRequest): OrderQuote {
  const items = request.items.map((line) => ({
    menu_item_id: line.menu_item_id,
    variant_id: line.variant_id ?? null,
    item_name: line.menu_item_id === TORTA ? 'Torta ahogada' : 'Agua de horchata',
    variant_name: null,
    quantity: line.quantity,
    unit_price: '0.00',
    variant_price_extra: '0.00',
    line_total: `${line.quantity}11.11`,
    notes: line.notes ?? null,
  }));
  return {
    business_id: request.business_id,
    items,
    subtotal_amount: `${items.length}99.00`,
    shipping_amount: '25.50',
    tip_amount: '0.00',
    discount_amount: '0.00',
    applied_promotion: null,
    total_amount: `${items.length}99.99`,
  };
}

function order(request: { items: OrderQuoteRequest['items'] }): Order {
  const quote = quoteOf({ business_id: BUSINESS.id, items: request.items });
  return {
    id: ORDER,
    business: {
      id: BUSINESS.id,
      name: BUSINESS.name,
      category: 'restaurantes',
      owner_id: PERSON,
      photo_url: null,
    },
    user_id: PERSON,
    driver_id: null,
    status: 'pending',
    items: quote.items,
    subtotal_amount: quote.subtotal_amount,
    shipping_amount: quote.shipping_amount,
    discount_amount: quote.discount_amount,
    applied_promotion: quote.applied_promotion,
    total_amount: quote.total_amount,
    tip_amount: quote.tip_amount,
    delivery_address: 'Av. Juárez 123, Centro',
    delivery_notes: null,
    contact_phone: '3312345678',
    cash_tendered: null,
    cash_change: null,
    payment_method: 'cash',
    payment: null,
    cancelled_by: null,
    cancel_reason: null,
    cancel_note: null,
    created_at: '2026-11-27T12:00:00.000Z',
    updated_at: '2026-11-27T12:00:00.000Z',
  };
}

const GDL = '40000000-0000-4000-8000-000000000001';
const EVERYWHERE: BusinessDeliveryZone = {
  city_id: GDL,
  city_name: 'Guadalajara',
  everywhere: true,
  postal_codes: [],
  neighborhoods: [],
};
const HOME: SavedAddress = {
  id: '50000000-0000-4000-8000-000000000001',
  label: 'home',
  name: null,
  street: 'Calle Morelos',
  number: '45',
  interior: null,
  neighborhood: 'Americana',
  postal_code: '44160',
  city_id: GDL,
  city_name: 'Guadalajara',
  between_streets: null,
  references: null,
  is_default: true,
  created_at: '2026-11-27T12:00:00.000Z',
};

function renderMenu(
  quote: (request: OrderQuoteRequest) => ApiReply | Promise<ApiReply> = (request) => ({
    body: quoteOf(request),
  }),
  where: {
    addresses?: SavedAddress[];
    zone?: BusinessDeliveryZone;
    phone?: string | null;
    menu?: PublicMenuResponse;
  } = {},
) {
  const api = mockApi({
    'GET /api/ordering/businesses/:id/menu': where.menu ?? menu,
    'POST /api/ordering/orders/quote': ({ body }) => quote(body as OrderQuoteRequest),
    'POST /api/ordering/orders': ({ body }) => ({ status: 201, body: order(body as OrderQuoteRequest) }),
    'GET /api/ordering/me/addresses': { addresses: where.addresses ?? [] },
    'POST /api/ordering/me/addresses': ({ body }) => ({
      status: 201,
      body: { ...HOME, ...(body as object), id: '50000000-0000-4000-8000-000000000002' },
    }),
    'GET /api/ordering/me/account': {
      id: PERSON,
      username: 'sofia',
      email: 'sofia@example.com',
      phone: where.phone ?? null,
      notifications_enabled: true,
    },
    'GET /api/ordering/businesses/:id/delivery-zone': where.zone ?? EVERYWHERE,
  });
  return {
    api,
    ...renderWithProviders(<MenuList business={BUSINESS} />, { path: `/businesses/${BUSINESS.id}` }),
  };
}

afterEach(() => saveCart(null));

async function addTorta(user: ReturnType<typeof renderMenu>['user'], variant = 'Entera', more = 0) {
  await user.click(await screen.findByRole('button', { name: 'Agregar Torta ahogada al carrito' }));
  const dialog = await screen.findByRole('dialog', { name: 'Torta ahogada' });
  await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${variant}`) }));
  for (let press = 0; press < more; press++)
    await user.click(within(dialog).getByRole('button', { name: 'Agregar uno' }));
  return dialog;
}

describe('the Menú tab, signed in', () => {
  beforeEach(() => {
    signInForTest({ id: PERSON });
  });

  it('lists the menu with its prices and options', async () => {
    renderMenu();
    expect(await screen.findByRole('heading', { name: 'Tortas' })).toBeInTheDocument();
    expect(screen.getByText('Torta ahogada')).toBeInTheDocument();
    expect(screen.getByText('$85.00')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Opciones' })).toHaveTextContent('Media +$10.00');
    expect(screen.queryByTestId('cart-bar')).not.toBeInTheDocument();
  });

  it("says 'No recibe pedidos por ahora' while paused and offers no Agregar; a sold-out item says 'Agotado hoy'", async () => {
    const [tortas] = menu.categories;
    const soldOutAgua = {
      ...menu,
      categories: [
        { ...tortas!, items: tortas!.items.map((item) => ({ ...item, sold_out: item.id === AGUA })) },
      ],
    };
    const open = renderMenu(undefined, { menu: soldOutAgua });
    expect(await screen.findByText('Agotado hoy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar Torta ahogada al carrito' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Agregar Agua de horchata al carrito' }),
    ).not.toBeInTheDocument();
    open.unmount();

    renderMenu(undefined, {
      menu: { ...menu, ordering: { state: 'paused', paused_until: '2026-11-28T19:30:00.000Z' } },
    });
    const notice = await screen.findByTestId('menu-not-ordering');
    expect(notice).toHaveTextContent('No recibe pedidos por ahora');
    expect(notice).toHaveTextContent(
      `Vuelve a recibirlos a las ${new Intl.DateTimeFormat('es-MX', { timeStyle: 'short' }).format(new Date('2026-11-28T19:30:00.000Z'))}`,
    );
    expect(screen.queryByRole('button', { name: /al carrito$/ })).not.toBeInTheDocument();
  });

  it('says a closed business takes no orders now', async () => {
    renderMenu(undefined, { menu: { ...menu, ordering: { state: 'closed', paused_until: null } } });
    expect(await screen.findByTestId('menu-not-ordering')).toHaveTextContent(
      'Cerrado ahora: no recibe pedidos',
    );
    expect(screen.queryByRole('button', { name: /al carrito$/ })).not.toBeInTheDocument();
  });

  it('prices a line as the server quotes it and puts it in the cart bar', async () => {
    const { user, api } = renderMenu();
    const dialog = await addTorta(user, 'Media', 1);
    // Two "Media" tortas: the server's 211.11, shown in the button and beside Precio.
    expect(await within(dialog).findByRole('button', { name: 'Agregar $211.11' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('add-item-price')).toHaveTextContent('$211.11');
    const asked = api.requestsTo('POST /api/ordering/orders/quote').at(-1)?.body;
    expect(asked).toEqual({
      business_id: BUSINESS.id,
      items: [{ menu_item_id: TORTA, variant_id: MEDIA, quantity: 2 }],
    });

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Notas para el negocio (opcional)' }),
      'sin cebolla',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Agregar $211.11' }));
    expect(await screen.findByText('Agregado al carrito')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Torta ahogada' })).not.toBeInTheDocument();

    const bar = screen.getByTestId('cart-bar');
    expect(within(bar).getByText('2 productos')).toBeInTheDocument();
    expect(await within(bar).findByText('$199.99')).toBeInTheDocument();
    // What the cart keeps: what and how many, never a price.
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}').items).toEqual([
      {
        menu_item_id: TORTA,
        variant_id: MEDIA,
        name: 'Torta ahogada',
        variant_name: 'Media',
        quantity: 2,
        notes: 'sin cebolla',
      },
    ]);

    // The checkout closes the toast, which would otherwise cover Confirmar pedido.
    await user.click(within(bar).getByRole('button', { name: /Ver carrito/ }));
    expect(await screen.findByRole('dialog', { name: /Tu pedido/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Agregado al carrito')).not.toBeInTheDocument());
  });

  it('shows "—", never an old amount, while a new quote is asked, and the server’s refusal', async () => {
    const later = deferred<ApiReply>();
    let calls = 0;
    const { user } = renderMenu((request) => (++calls === 1 ? { body: quoteOf(request) } : later.promise));
    const dialog = await addTorta(user);
    expect(await within(dialog).findByTestId('add-item-price')).toHaveTextContent('$111.11');

    await user.click(within(dialog).getByRole('button', { name: 'Agregar uno' }));
    expect(within(dialog).getByTestId('add-item-price')).toHaveTextContent('—');
    expect(within(dialog).getByRole('button', { name: 'Agregar' })).toBeInTheDocument();

    later.resolve(
      reply(409, {
        statusCode: 409,
        code: 'business_closed',
        error: 'Conflict',
        message: 'El negocio está cerrado ahora',
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El negocio está cerrado ahora');
    expect(within(dialog).getByTestId('add-item-price')).toHaveTextContent('—');
  });

  it('asks before replacing a cart of another business', async () => {
    saveCart({
      business_id: '10000000-0000-4000-8000-000000000009',
      business_name: 'Tacos Lupita',
      items: [
        { menu_item_id: AGUA, variant_id: null, name: 'Taco', variant_name: null, quantity: 1, notes: '' },
      ],
    });
    const { user } = renderMenu();
    const dialog = await addTorta(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Agregar $111.11' }));

    const ask = await screen.findByRole('dialog', { name: '¿Empezar un carrito nuevo?' });
    expect(ask).toHaveTextContent('Tu carrito tiene productos de Tacos Lupita.');
    await user.click(within(ask).getByRole('button', { name: 'Vaciar y agregar' }));
    expect(await screen.findByTestId('cart-bar')).toHaveTextContent('1 producto');
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}').business_name).toBe(
      BUSINESS.name,
    );
  });
});

describe('the checkout', () => {
  beforeEach(() => {
    signInForTest({ id: PERSON });
  });

  async function openCheckout(
    where: Parameters<typeof renderMenu>[1] = {},
    quote?: Parameters<typeof renderMenu>[0],
  ) {
    saveCart({
      business_id: BUSINESS.id,
      business_name: BUSINESS.name,
      items: [
        {
          menu_item_id: TORTA,
          variant_id: ENTERA,
          name: 'Torta ahogada',
          variant_name: 'Entera',
          quantity: 2,
          notes: '',
        },
        {
          menu_item_id: AGUA,
          variant_id: null,
          name: 'Agua de horchata',
          variant_name: null,
          quantity: 1,
          notes: '',
        },
      ],
    });
    const rendered = renderMenu(quote, where);
    await rendered.user.click(await screen.findByRole('button', { name: /Ver carrito/ }));
    // The checkout's code loads when the cart first opens (a spinner in the same dialog until then),
    // which the first test of a run waits for while the module is transformed.
    await screen.findByRole('button', { name: 'Confirmar pedido · $299.99' }, { timeout: 10_000 });
    return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Tu pedido' }) };
  }

  it('shows the server’s line totals, subtotal, delivery fee and total, and cash on delivery', async () => {
    const { dialog } = await openCheckout();
    const lines = within(within(dialog).getByTestId('checkout-lines')).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Torta ahogada');
    expect(lines[0]).toHaveTextContent('$211.11');
    expect(lines[1]).toHaveTextContent('$111.11');
    expect(within(dialog).getByTestId('checkout-subtotal')).toHaveTextContent('$299.00');
    expect(within(dialog).getByTestId('checkout-shipping')).toHaveTextContent('$25.50');
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('$299.99');
    expect(dialog).toHaveTextContent('Pago en efectivo al recibir');
  });

  it('shows the promotion the server applied as a line of its own', async () => {
    const { dialog } = await openCheckout({}, (request) => ({
      body: {
        ...quoteOf(request),
        discount_amount: '85.00',
        applied_promotion: {
          promotion_id: '60000000-0000-4000-8000-000000000001',
          title: '2x1 martes',
          rule: {
            kind: 'two_for_one',
            percent: null,
            amount: null,
            menu_item_id: TORTA,
            min_subtotal: '0.00',
            weekdays: [2],
            start_minute: 0,
            end_minute: 0,
          },
        },
      },
    }));
    expect(within(dialog).getByTestId('checkout-discount')).toHaveTextContent('2x1 martes aplicado−$85.00');
  });

  it('shows no promotion line when the server applied none', async () => {
    const { dialog } = await openCheckout();
    expect(within(dialog).queryByTestId('checkout-discount')).toBeNull();
  });

  it('asks the server again when a quantity changes, and drops a line at zero', async () => {
    const { user, dialog, api } = await openCheckout();
    await user.click(within(dialog).getByRole('button', { name: 'Agregar uno de Torta ahogada' }));
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('—');
    expect(within(dialog).getByRole('button', { name: 'Confirmar pedido' })).toBeDisabled();
    expect(await within(dialog).findByText('$311.11')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/ordering/orders/quote').at(-1)?.body).toMatchObject({
      items: [
        { menu_item_id: TORTA, quantity: 3 },
        { menu_item_id: AGUA, quantity: 1 },
      ],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Quitar Agua de horchata' }));
    expect(within(dialog).queryByText('Agua de horchata')).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Confirmar pedido · $199.99' })).toBeEnabled();
  });

  it('says what is missing, then places one order, empties the cart and keeps the new address', async () => {
    const { user, dialog, api } = await openCheckout();
    // No saved address: the new address's fields are open, "Guardar en Mis direcciones" ticked.
    await within(dialog).findByRole('textbox', { name: 'Calle' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido · $299.99' }));
    expect(await within(dialog).findByText('Escribe la calle')).toBeInTheDocument();
    expect(within(dialog).getByText('El código postal tiene 5 dígitos')).toBeInTheDocument();
    expect(within(dialog).getByText('Por favor ingresa un teléfono de 10 dígitos')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/ordering/orders')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Calle' }), 'Av. Juárez');
    await user.type(within(dialog).getByRole('textbox', { name: 'Número' }), '123');
    await user.type(within(dialog).getByRole('textbox', { name: 'Colonia' }), 'Centro');
    await user.type(within(dialog).getByRole('textbox', { name: 'Código postal' }), '44100');
    await user.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '33 1234 5678');
    expect(within(dialog).getByRole('checkbox', { name: 'Guardar en Mis direcciones' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido · $299.99' }));

    const done = await screen.findByRole('dialog', { name: '¡Pedido realizado!' });
    expect(done).toHaveTextContent('Tu pedido a Tortas El Güero está Pendiente.');
    expect(within(done).getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute('href', '/my-orders');
    expect(screen.queryByTestId('cart-bar')).not.toBeInTheDocument();

    const [sent] = api.requestsTo('POST /api/ordering/orders');
    // What and how many, the address and phone: never a price or a total.
    expect(sent?.body).toEqual({
      business_id: BUSINESS.id,
      items: [
        { menu_item_id: TORTA, variant_id: ENTERA, quantity: 2 },
        { menu_item_id: AGUA, variant_id: null, quantity: 1 },
      ],
      address: {
        street: 'Av. Juárez',
        number: '123',
        interior: '',
        neighborhood: 'Centro',
        postal_code: '44100',
        between_streets: '',
        references: '',
      },
      delivery_notes: '',
      contact_phone: '33 1234 5678',
      // "¿Cómo quieres pagar?" starts on Efectivo (issue 25).
      payment_method: 'cash',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // Kept in Mis direcciones after the order, as the first address: Casa, in the business's city.
    await waitFor(() => expect(api.requestsTo('POST /api/ordering/me/addresses')).toHaveLength(1));
    expect(api.requestsTo('POST /api/ordering/me/addresses')[0]?.body).toMatchObject({
      label: 'home',
      street: 'Av. Juárez',
      postal_code: '44100',
      city_id: GDL,
    });
  });

  it('prefills the default address and the profile phone, and orders to the saved address', async () => {
    const { user, dialog, api } = await openCheckout({ addresses: [HOME], phone: '33 8765 4321' });
    const home = within(dialog).getByRole('radio', { name: /Casa/ });
    await waitFor(() => expect(home).toBeChecked());
    expect(home.closest('label')).toHaveTextContent('Calle Morelos 45, Col. Americana');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Teléfono' })).toHaveValue('33 8765 4321'),
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Calle' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido · $299.99' }));
    await screen.findByRole('dialog', { name: '¡Pedido realizado!' });
    expect(api.requestsTo('POST /api/ordering/orders')[0]?.body).toMatchObject({
      address_id: HOME.id,
      contact_phone: '33 8765 4321',
    });
    expect(api.requestsTo('POST /api/ordering/orders')[0]?.body).not.toHaveProperty('address');
    expect(api.requestsTo('POST /api/ordering/me/addresses')).toHaveLength(0);
  });

  it("says 'Este negocio no entrega en esa zona' before confirming, and confirms nothing", async () => {
    const zone = { ...EVERYWHERE, everywhere: false, postal_codes: ['44100'] };
    const { user, dialog } = await openCheckout({ addresses: [HOME], phone: '33 8765 4321', zone });
    expect(await within(dialog).findByText('Este negocio no entrega en esa zona')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar pedido · $299.99' })).toBeDisabled();
    // Another address, inside the zone: the refusal goes and Confirmar works again.
    await user.click(within(dialog).getByRole('radio', { name: 'Otra dirección' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Colonia' }), 'Centro');
    await user.type(within(dialog).getByRole('textbox', { name: 'Código postal' }), '44100');
    expect(within(dialog).queryByText('Este negocio no entrega en esa zona')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar pedido · $299.99' })).toBeEnabled();
  });
});

describe('the Menú tab, signed out', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends a visitor to sign in first, back to this business after', async () => {
    const { user, location } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Agregar Torta ahogada al carrito' }));
    expect(await screen.findByText('Debes iniciar sesión para hacer un pedido')).toBeInTheDocument();
    expect(location()).toBe(`/profile?redirect=businesses%2F${BUSINESS.id}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
