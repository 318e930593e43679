import type { SavedAddress } from '@cerca/contracts/addresses';
import { describe, expect, it } from 'vitest';
import { addressBody, addressFormSchema, addressFormValues } from './address-form';

const saved: SavedAddress = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  label: 'work',
  name: null,
  street: 'Av. Vallarta',
  number: '1200',
  interior: null,
  neighborhood: 'Americana',
  postal_code: '44160',
  city_id: '6f1c2a5e-8b3d-4c7a-9e21-0a1b2c3d4e5f',
  city_name: 'Guadalajara',
  between_streets: null,
  references: 'Piso 3',
  is_default: false,
  created_at: '2026-11-28T10:00:00.000Z',
};

describe('the address form', () => {
  it('edits a saved address with blanks for what it lacks, and sends it back as it was', () => {
    const values = addressFormValues(saved, null);
    expect(values.address.interior).toBe('');
    expect(addressBody(values)).toMatchObject({
      label: 'work',
      street: 'Av. Vallarta',
      references: 'Piso 3',
      city_id: saved.city_id,
      is_default: false,
    });
  });

  it('starts a new address in the chosen city, and refuses it until calle, número, colonia and C.P. are typed', () => {
    const fresh = addressFormValues(null, saved.city_id);
    expect(fresh.city_id).toBe(saved.city_id);
    const result = addressFormSchema.safeParse(fresh);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'address.street',
        'address.number',
        'address.neighborhood',
        'address.postal_code',
      ]),
    );
  });
});
