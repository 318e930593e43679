import { insertBusiness, insertCity, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';

const t = useServiceTest([orderingService]);
let businessId: string;

beforeAll(async () => {
  const city = await insertCity(t.db);
  const owner = await insertUser(t.db, { userType: 'business' });
  businessId = (await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id, name: 'Fonda Doña Lupe' }))
    .id;
});

const getMenu = (id: string) => t.inject({ method: 'GET', url: `/api/ordering/businesses/${id}/menu` });

async function category(name: string, order: number, business = businessId) {
  return t.db
    .insertInto('menu_categories')
    .values({ business_id: business, name, order })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function item(
  categoryId: string,
  name: string,
  columns: { price: string; order?: number; active?: boolean; description?: string },
) {
  return t.db
    .insertInto('menu_items')
    .values({
      business_id: businessId,
      category_id: categoryId,
      name,
      description: columns.description ?? null,
      price: columns.price,
      order: columns.order ?? 0,
      active: columns.active ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A business nobody paused, open or closed by its hours when the test runs. */
const UNPAUSED = { state: expect.stringMatching(/^(open|closed)$/), paused_until: null };

describe('GET /api/ordering/businesses/:id/menu', () => {
  it("lists active items by category in the owner's order, with variants and exact prices", async () => {
    const drinks = await category('Bebidas', 2);
    const mains = await category('Platillos', 1);
    // Same order as Platillos: the name breaks the tie.
    const breakfast = await category('Desayunos', 1);
    const hidden = await category('Temporada', 0);
    await item(hidden.id, 'Chiles en nogada', { price: '250.00', active: false });

    const mole = await item(mains.id, 'Mole negro', { price: '185.50', order: 2, description: 'Con arroz' });
    const tlayuda = await item(mains.id, 'Tlayuda', { price: '120', order: 1 });
    const enfrijoladas = await item(mains.id, 'Enfrijoladas', { price: '95.00', order: 2 });
    await item(mains.id, 'Agotado', { price: '10.00', order: 0, active: false });
    const chilaquiles = await item(breakfast.id, 'Chilaquiles', { price: '85.00' });
    const horchata = await item(drinks.id, 'Horchata', { price: '0.01' });
    const small = await t.db
      .insertInto('menu_item_variants')
      .values({
        menu_item_id: horchata.id,
        name: 'Chica',
        price_extra: 0,
        created_at: '2026-01-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const large = await t.db
      .insertInto('menu_item_variants')
      .values({
        menu_item_id: horchata.id,
        name: 'Grande',
        price_extra: '15.5',
        created_at: '2026-01-02T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const response = await getMenu(businessId);
    expect(response.statusCode).toBe(200);
    const plain = (id: string, name: string, price: string, description: string | null = null) => ({
      id,
      name,
      description,
      price,
      image_url: null,
      variants: [],
      sold_out: false,
    });
    expect(response.json()).toEqual({
      // Open or closed by the fixture's hours at the moment the test runs; never paused here.
      ordering: UNPAUSED,
      categories: [
        { id: breakfast.id, name: 'Desayunos', items: [plain(chilaquiles.id, 'Chilaquiles', '85.00')] },
        {
          id: mains.id,
          name: 'Platillos',
          items: [
            plain(tlayuda.id, 'Tlayuda', '120.00'),
            plain(enfrijoladas.id, 'Enfrijoladas', '95.00'),
            plain(mole.id, 'Mole negro', '185.50', 'Con arroz'),
          ],
        },
        {
          id: drinks.id,
          name: 'Bebidas',
          items: [
            {
              ...plain(horchata.id, 'Horchata', '0.01'),
              variants: [
                { id: small.id, name: 'Chica', price_extra: '0.00' },
                { id: large.id, name: 'Grande', price_extra: '15.50' },
              ],
            },
          ],
        },
      ],
    });
  });

  it('answers an empty menu for a business without items', async () => {
    const owner = await insertUser(t.db, { userType: 'business' });
    const empty = await insertBusiness(t.db, { ownerId: owner.id });
    expect((await getMenu(empty.id)).json()).toEqual({ categories: [], ordering: UNPAUSED });
  });

  it('answers 404 business_not_found to missing and malformed ids', async () => {
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'menu', '%00']) {
      const response = await getMenu(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'business_not_found',
        error: 'Not Found',
        message: 'Negocio no encontrado',
      });
    }
  });
});
