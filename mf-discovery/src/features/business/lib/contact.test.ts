import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import texts from '../../../locales/es-MX/businesses.json';
import { offerTabKey, phoneHref, websiteHref, websiteLabelKey } from './contact';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'es-MX', resources: { 'es-MX': { discovery: texts } }, defaultNS: 'discovery' });
});

describe('website link', () => {
  it('is labelled by platform', () => {
    expect(i18n.t(websiteLabelKey('website'))).toBe('Sitio web');
    expect(i18n.t(websiteLabelKey('facebook'))).toBe('Facebook');
    expect(i18n.t(websiteLabelKey('instagram'))).toBe('Instagram');
    expect(i18n.t(websiteLabelKey('airbnb'))).toBe('Airbnb');
    expect(i18n.t(websiteLabelKey(null))).toBe('Sitio web');
  });

  it('links only http and https addresses', () => {
    expect(websiteHref('https://instagram.com/cantina')).toBe('https://instagram.com/cantina');
    expect(websiteHref('http://example.mx')).toBe('http://example.mx/');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('no es url')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });
});

describe('phone link', () => {
  it('dials the digits', () => {
    expect(phoneHref('33 3613 5712')).toBe('tel:3336135712');
    expect(phoneHref('+52 (33) 3613-5712')).toBe('tel:+523336135712');
    expect(phoneHref('—')).toBeNull();
    expect(phoneHref(null)).toBeNull();
  });
});

describe('offer tab', () => {
  it('says Menú or Servicios by business type', () => {
    expect(i18n.t(offerTabKey('menu'))).toBe('Menú');
    expect(i18n.t(offerTabKey('services'))).toBe('Servicios');
  });
});
