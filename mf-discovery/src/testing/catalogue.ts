import type { Category } from '@cerca/contracts';

// The catalogue the business form's tests choose from: two main categories with their
// subcategories, ids as the contract wants them (uuids).

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function category(index: number, name: string, subcategories: string[]): Category {
  return {
    id: name.toLowerCase(),
    name,
    image_url: null,
    banner_url: null,
    color: '#000000',
    subcategories: subcategories.map((sub, i) => ({ id: uuid(index * 100 + i), name: sub })),
  };
}

export const TEST_CATEGORIES: Category[] = [
  category(1, 'Restaurantes', ['Tacos', 'Mariscos']),
  category(2, 'Cafeterías', ['Brunch']),
];
