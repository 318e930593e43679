import { i18n } from '@cerca/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createRemoteLifecycles, ErrorFallback, PageLoader, remoteRootClass } from '../src/index';

describe('pages every remote shows', () => {
  it('ErrorFallback is an alert with Reintentar', () => {
    const html = renderToStaticMarkup(<ErrorFallback onRetry={() => {}} />);
    expect(html).toContain('data-testid="remote-error"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('No pudimos mostrar esta sección');
    expect(html).toContain('Ocurrió un error inesperado. El resto de Cerca sigue funcionando.');
    expect(html).toContain('Reintentar');
  });

  it('PageLoader announces Cargando…', () => {
    expect(renderToStaticMarkup(<PageLoader />)).toContain('Cargando…');
  });
});

describe('createRemoteLifecycles', () => {
  it('registers the remote texts at once and returns the single-spa lifecycles', () => {
    const lifecycles = createRemoteLifecycles({
      name: 'mf_test',
      namespace: 'kitTest',
      resources: { hello: 'Hola' },
      routes: null,
    });
    expect(i18n.t('hello', { ns: 'kitTest' })).toBe('Hola');
    expect(typeof lifecycles.bootstrap).toBe('function');
    expect(typeof lifecycles.mount).toBe('function');
    expect(typeof lifecycles.unmount).toBe('function');
  });

  it('scopes the base styles and the remote own styles on its root', () => {
    expect(remoteRootClass('mf_driver')).toBe('mf-remote mf-driver');
  });
});
