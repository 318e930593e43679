import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import texts from '../src/locales/es-MX/remote-kit.json';
import { expectLocaleKeysDefined, missingLocaleKeys } from '../src/testing/locale-keys';

describe('remoteKit texts', () => {
  it('has every key the components ask for', () => {
    expectLocaleKeysDefined({
      srcDir: new URL('../src', import.meta.url),
      resources: texts,
      namespace: 'remoteKit',
    });
  });
  it('keeps the texts every remote showed', () => {
    expect(texts.errorBoundary.title).toBe('No pudimos mostrar esta sección');
    expect(texts.errorBoundary.description).toBe(
      'Ocurrió un error inesperado. El resto de Cerca sigue funcionando.',
    );
  });
});

describe('missingLocaleKeys', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-kit-keys-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists literal keys the texts lack, reads plurals and skips tests and other namespaces', () => {
    mkdirSync(path.join(dir, 'pages'));
    writeFileSync(
      path.join(dir, 'pages', 'page.tsx'),
      "t('a.b'); t('a.missing'); t( 'count', { count }); t('common:actions.retry'); " +
        "t('states.loading', { ns: 'common' }); t('a', { returnObjects: true }); t('nope', { returnObjects: true });",
    );
    writeFileSync(path.join(dir, 'page.test.tsx'), "t('only.in.tests');");
    const resources = { a: { b: 'B' }, count_one: 'uno', count_other: 'varios' };
    expect(missingLocaleKeys({ srcDir: dir, resources })).toEqual([
      `${path.join('pages', 'page.tsx')}: a.missing`,
      `${path.join('pages', 'page.tsx')}: nope`,
    ]);
  });

  it('lists template keys that name no text: a misspelt or renamed fixed part', () => {
    const folder = mkdtempSync(path.join(dir, 'templates-'));
    // Written with #{…} for ${…}, which a plain string must not spell.
    const source = [
      't(`statuses.#{status}`);',
      't(`plans.#{plan.key}.features.#{index}`);',
      't(`kit:statuses.#{status}`);',
      't(`common:priceRange.#{range}`);',
      't(`status.#{status}`);',
      't(`plans.#{plan.key}.feature.#{index}`);',
      't(`items.#{n}`, { count: n });',
    ].join('\n');
    writeFileSync(path.join(folder, 'statuses.tsx'), source.replaceAll('#{', '$' + '{'));
    const resources = {
      statuses: { pending: 'Pendiente', done: 'Listo' },
      plans: { basic: { features: ['Uno', 'Dos'] } },
      items: { a_one: 'un artículo', a_other: 'artículos' },
    };
    expect(missingLocaleKeys({ srcDir: folder, resources, namespace: 'kit' })).toEqual(
      ['statuses.tsx: status.#{status}', 'statuses.tsx: plans.#{plan.key}.feature.#{index}'].map((line) =>
        line.replaceAll('#{', '$' + '{'),
      ),
    );
  });
});
