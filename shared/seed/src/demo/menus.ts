// menu_categories, menu_items and menu_item_variants of the businesses that take orders.
import type { DemoContext } from './context';
import { DEMO_MENUS } from './data/menus';
import { businessId } from './ids';
import { demoId } from './random';
import { type Row, type TableRows, tableRows } from './table-rows';

export interface MenuItemRef {
  id: string;
  name: string;
  price: string;
}

/** A demo menu item by business key and name (orders point at items this way). */
export function findMenuItem(business: string, name: string): MenuItemRef {
  const menu = DEMO_MENUS.find((m) => m.business === business);
  for (const [ci, category] of (menu?.categories ?? []).entries()) {
    const ii = category.items.findIndex((it) => it.name === name);
    const item = category.items[ii];
    if (item) return { id: demoId(`menu-item:${business}:${ci}:${ii}`), name, price: item.price };
  }
  throw new Error(`Demo order uses unknown item ${name}`);
}

export function buildMenus(_ctx: DemoContext): TableRows[] {
  const categories: Row<'menu_categories'>[] = [];
  const items: Row<'menu_items'>[] = [];
  const variants: Row<'menu_item_variants'>[] = [];
  for (const m of DEMO_MENUS) {
    const business = businessId(m.business);
    m.categories.forEach((c, ci) => {
      const categoryId = demoId(`menu-category:${m.business}:${ci}`);
      categories.push({ id: categoryId, business_id: business, name: c.name, order: ci });
      c.items.forEach((it, ii) => {
        const id = demoId(`menu-item:${m.business}:${ci}:${ii}`);
        const description = it.description ?? null;
        items.push({
          id,
          business_id: business,
          category_id: categoryId,
          name: it.name,
          description,
          price: it.price,
          order: ii,
        });
        (it.variants ?? []).forEach(([name, extra], vi) => {
          variants.push({ id: demoId(`variant:${id}:${vi}`), menu_item_id: id, name, price_extra: extra });
        });
      });
    });
  }
  return [
    tableRows('menu_categories', categories),
    tableRows('menu_items', items),
    tableRows('menu_item_variants', variants),
  ];
}
