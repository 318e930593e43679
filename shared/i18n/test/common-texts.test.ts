import { describe, expect, it } from 'vitest';
import { i18n, registerNamespace } from '../src/instance';

describe('the texts every remote shares', () => {
  it('words a picked file that is not an image once, as the specs do', () => {
    expect(i18n.t('errors.invalidImage')).toBe('Por favor selecciona una imagen válida');
  });

  it('resolves a remote text that refers to it', () => {
    registerNamespace('probe', { photo: { invalid: '$t(common:errors.invalidImage)' } });
    expect(i18n.t('photo.invalid', { ns: 'probe' })).toBe('Por favor selecciona una imagen válida');
  });
});
