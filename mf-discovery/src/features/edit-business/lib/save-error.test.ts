import { ApiError } from '@cerca/session';
import { describe, expect, it } from 'vitest';
import { firstEditFormError, saveErrorDetail } from './save-error';

describe('what a refused save says', () => {
  it("adds the server's specific message to the toast", () => {
    const refused = new ApiError(
      400,
      'invalid_category',
      'Selecciona una categoría y una subcategoría válidas',
    );
    expect(saveErrorDetail(refused)).toBe('Selecciona una categoría y una subcategoría válidas');
    expect(saveErrorDetail(new ApiError(0, 'network_error', 'Sin conexión'))).toBeUndefined();
    expect(saveErrorDetail(new ApiError(500, 'internal_error', 'Falla'))).toBeUndefined();
    expect(saveErrorDetail(new Error('x'))).toBeUndefined();
  });

  it('names the first problem of an invalid form', () => {
    expect(firstEditFormError(['website'])).toBe('invalidWebsite');
    expect(firstEditFormError(['schedule'])).toBe('invalidSchedule');
    expect(firstEditFormError(['name', 'schedule'])).toBe('missingFields');
    expect(firstEditFormError(['website', 'zip_code'])).toBe('missingFields');
  });
});
