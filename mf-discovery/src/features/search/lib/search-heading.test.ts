import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import texts from '../../../locales/es-MX/businesses.json';
import { parseSearchMode, resultCountKey, searchTitle, userSearchState } from './search-heading';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'es-MX',
    ns: ['discovery'],
    defaultNS: 'discovery',
    resources: { 'es-MX': { discovery: texts } },
  });
});
const render = ({ key, values = {} }: { key: string; values?: Record<string, unknown> }) =>
  i18n.t(key, values);

describe('search title', () => {
  it('names the city without a category', () => {
    expect(render(searchTitle({ city: 'Guadalajara' }))).toBe('Negocios en Guadalajara');
  });
  it('names the category', () => {
    expect(render(searchTitle({ city: 'Guadalajara', category: 'Restaurantes' }))).toBe(
      'Negocios en Restaurantes',
    );
  });
  it('names the subcategory in its category', () => {
    expect(render(searchTitle({ city: 'Guadalajara', category: 'Restaurantes', subcategory: 'Tacos' }))).toBe(
      'Tacos en Restaurantes',
    );
  });
  it('ignores a subcategory without its category', () => {
    expect(render(searchTitle({ city: 'Guadalajara', subcategory: 'Tacos' }))).toBe(
      'Negocios en Guadalajara',
    );
  });
});

describe('result count', () => {
  const count = (mode: 'businesses' | 'users', n: number) =>
    render({ key: resultCountKey(mode), values: { count: n } });
  it('says resultado / resultados', () => {
    expect(count('businesses', 0)).toBe('0 resultados');
    expect(count('businesses', 1)).toBe('1 resultado');
    expect(count('businesses', 24)).toBe('24 resultados');
  });
  it('says usuario / usuarios', () => {
    expect(count('users', 1)).toBe('1 usuario');
    expect(count('users', 3)).toBe('3 usuarios');
  });
});

describe('search mode', () => {
  it('is Negocios unless ?mode=users', () => {
    expect(parseSearchMode(null)).toBe('businesses');
    expect(parseSearchMode('x')).toBe('businesses');
    expect(parseSearchMode('users')).toBe('users');
  });
  it('searches users only signed in and with text', () => {
    expect(userSearchState(false, 'ana')).toBe('sign-in');
    expect(userSearchState(true, '   ')).toBe('type-text');
    expect(userSearchState(true, 'ana')).toBe('search');
  });
});
