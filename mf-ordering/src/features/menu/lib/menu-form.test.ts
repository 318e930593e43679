import { parseMenuPrice } from '@cerca/contracts/menu-manager';
import { describe, expect, it } from 'vitest';
import {
  failureText,
  firstItemError,
  formatPrice,
  imageFileError,
  imageKey,
  itemBody,
  itemFormValues,
  moveId,
} from './menu-form';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('parseMenuPrice', () => {
  it('keeps prices above 0 with at most 2 decimals, as the stored decimal string', () => {
    expect(parseMenuPrice('85')).toBe('85.00');
    expect(parseMenuPrice(' 85.5 ')).toBe('85.50');
    expect(parseMenuPrice('85,50')).toBe('85.50');
    expect(parseMenuPrice('0.01')).toBe('0.01');
    expect(parseMenuPrice(12.3)).toBe('12.30');
    expect(parseMenuPrice('007')).toBe('7.00');
  });

  it('refuses 0, negatives, more than 2 decimals and text (0 is fine for a variant extra)', () => {
    for (const value of ['0', '0.00', '-1', '1.005', 'abc', '', '1e3', NaN, Infinity, null, undefined]) {
      expect(parseMenuPrice(value)).toBeNull();
    }
    expect(parseMenuPrice('0', { allowZero: true })).toBe('0.00');
    expect(parseMenuPrice('-1', { allowZero: true })).toBeNull();
  });
});

describe('menu form', () => {
  it('formats prices in es-MX pesos', () => {
    expect(nbsp(formatPrice('85.50'))).toBe('$85.50');
    expect(nbsp(formatPrice('1250'))).toBe('$1,250.00');
  });

  it('turns the form into the body the endpoint takes', () => {
    const values = itemFormValues(null, 'c1');
    expect(values).toEqual({ category_id: 'c1', name: '', description: '', price: '', variants: [] });
    expect(
      itemBody(
        {
          category_id: 'c1',
          name: ' Torta ',
          description: ' ',
          price: '85,5',
          variants: [{ name: ' Doble ', price_extra: '0' }],
        },
        null,
      ),
    ).toEqual({
      category_id: 'c1',
      name: 'Torta',
      description: null,
      price: '85.50',
      image_url: null,
      variants: [{ name: 'Doble', price_extra: '0.00' }],
    });
  });

  it('names the first refused field in the form order', () => {
    expect(firstItemError({})).toBeNull();
    expect(firstItemError({ price: { type: 'custom' }, name: { type: 'too_small' } })).toBe('name');
    expect(firstItemError({ variants: [undefined, { name: { type: 'too_small' } }] } as never)).toBe(
      'variantName',
    );
    expect(firstItemError({ variants: [{ price_extra: { type: 'custom' } }] } as never)).toBe('price');
  });

  it('checks the image type and its 5 MB before uploading', () => {
    expect(imageFileError({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageFileError({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('imageSize');
    expect(imageFileError({ type: 'application/pdf', size: 10 })).toBe('invalidImage');
    expect(imageKey('ABC', 'Foto.PNG', 'r1')).toBe('abc/r1.png');
    expect(imageKey('abc', 'foto', 'r1')).toBe('abc/r1.jpg');
  });

  it('moves a category up or down', () => {
    expect(moveId(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveId(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('failureText', () => {
  it("shows the server's text for a refused input, else the screen's error", () => {
    expect(failureText({ status: 400, message: 'Por favor ingresa un precio válido' }, 'Error')).toBe(
      'Por favor ingresa un precio válido',
    );
    expect(failureText({ status: 415, message: 'Por favor selecciona una imagen válida' }, 'Error')).toBe(
      'Por favor selecciona una imagen válida',
    );
    expect(failureText({ status: 500, message: 'x' }, 'Error al guardar el elemento')).toBe(
      'Error al guardar el elemento',
    );
    expect(failureText(new Error('x'), 'Error al guardar el elemento')).toBe('Error al guardar el elemento');
  });
});
