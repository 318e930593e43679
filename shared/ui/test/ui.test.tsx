import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Avatar,
  Button,
  clampPriceRange,
  EmptyState,
  ErrorState,
  initialsOf,
  nextTabIndex,
  PhotoPicker,
  PriceRange,
  Spinner,
  Stars,
  starFills,
  Tabs,
  wrapFocusIndex,
} from '../src/index';

describe('PriceRange', () => {
  it('shows as many $ as the level and reads the common.json text', () => {
    const html = renderToStaticMarkup(<PriceRange value={2} />);
    expect(html).toContain('aria-label="$$ Moderado"');
    expect(html).toContain('<span class="cerca-price-range__on">$$</span>');
    expect(html).toContain('<span class="cerca-price-range__off">$$</span>');
  });

  it('shows the whole label when asked', () => {
    expect(renderToStaticMarkup(<PriceRange value={4} showLabel />)).toContain('$$$$ Muy Costoso');
    expect(renderToStaticMarkup(<PriceRange value={1} showLabel />)).toContain('$ Económico');
  });

  it('clamps out-of-range values to 1–4', () => {
    expect([0, 1, 2.4, 3, 9, Number.NaN].map(clampPriceRange)).toEqual([1, 1, 2, 3, 4, 1]);
  });
});

describe('Stars', () => {
  it('fills stars fractionally', () => {
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
  });

  it('is read as a rating out of 5 with one decimal and the review count', () => {
    const html = renderToStaticMarkup(<Stars rating={4.25} count={12} showValue />);
    expect(html).toContain('aria-label="4.3 de 5 estrellas"');
    expect(html).toContain('12 reseñas');
    expect(renderToStaticMarkup(<Stars rating={5} count={1} />)).toContain('1 reseña<');
  });
});

describe('states', () => {
  it('ErrorState is an alert with Reintentar', () => {
    const html = renderToStaticMarkup(<ErrorState onRetry={() => {}} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Reintentar');
    expect(html).toContain('Algo salió mal');
  });

  it('ErrorState without onRetry has no button', () => {
    expect(renderToStaticMarkup(<ErrorState title="x" />)).not.toContain('<button');
  });

  it('EmptyState renders title, description and action', () => {
    const html = renderToStaticMarkup(
      <EmptyState title="Sin resultados" description="Prueba otra búsqueda" action={<a href="/x">Ir</a>} />,
    );
    expect(html).toContain('Sin resultados');
    expect(html).toContain('Prueba otra búsqueda');
    expect(html).toContain('href="/x"');
  });

  it('Spinner announces Cargando…', () => {
    const html = renderToStaticMarkup(<Spinner />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Cargando…');
  });
});

describe('Button', () => {
  it('defaults to type=button and marks loading as busy and disabled', () => {
    const html = renderToStaticMarkup(
      <Button loading loadingText="Publicando...">
        Publicar
      </Button>,
    );
    expect(html).toContain('type="button"');
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Publicando...');
    expect(html).not.toContain('Publicar<');
  });
});

describe('Avatar', () => {
  it('falls back to initials', () => {
    expect(initialsOf('Ana López')).toBe('AL');
    expect(initialsOf('pepe@cerca.mx')).toBe('P');
    expect(initialsOf('maria_jose.garcia')).toBe('MG');
    expect(initialsOf('')).toBe('?');
    expect(renderToStaticMarkup(<Avatar name="Ana López" />)).toContain('aria-label="Ana López"');
  });

  it('shows the image with the name as alt', () => {
    expect(renderToStaticMarkup(<Avatar name="Ana" src="/a.png" />)).toContain('alt="Ana"');
  });
});

describe('Tabs', () => {
  it('moves with arrows, wraps and skips disabled tabs', () => {
    const disabled = [false, true, false];
    expect(nextTabIndex('ArrowRight', 0, disabled)).toBe(2);
    expect(nextTabIndex('ArrowRight', 2, disabled)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, disabled)).toBe(2);
    expect(nextTabIndex('Home', 2, disabled)).toBe(0);
    expect(nextTabIndex('End', 0, disabled)).toBe(2);
    expect(nextTabIndex('a', 0, disabled)).toBeNull();
  });

  it('renders tablist semantics with one tab in the tab order', () => {
    const html = renderToStaticMarkup(
      <Tabs
        label="Secciones"
        defaultValue="b"
        items={[
          { id: 'a', label: 'Publicaciones', content: 'A' },
          { id: 'b', label: 'Menú', content: 'B' },
        ]}
      />,
    );
    expect(html).toContain('role="tablist" aria-label="Secciones"');
    expect(html.match(/tabindex="0"/g)).toHaveLength(1); // only the selected tab
    expect(html).toContain('aria-selected="true"');
    expect(html).toContain('role="tabpanel"');
    expect(html).toContain('>B</div>');
  });
});

describe('focus trap', () => {
  it('wraps Tab and Shift+Tab', () => {
    expect(wrapFocusIndex(2, 3, false)).toBe(0);
    expect(wrapFocusIndex(0, 3, true)).toBe(2);
    expect(wrapFocusIndex(-1, 3, false)).toBe(0);
    expect(wrapFocusIndex(-1, 3, true)).toBe(2);
    expect(wrapFocusIndex(0, 0, false)).toBe(-1);
  });
});

describe('PhotoPicker', () => {
  const texts = {
    label: 'Fotos del negocio',
    hint: 'De 1 a 3 imágenes',
    choose: 'Elegir fotos',
    selected: '0 fotos seleccionadas',
    preview: (index: number) => `Foto ${index}`,
    remove: (index: number) => `Quitar la foto ${index}`,
    removeShort: 'Quitar',
  };
  const noop = () => undefined;

  it('names the hidden file input by its label and hint and shows the Spanish button', () => {
    const html = renderToStaticMarkup(
      <PhotoPicker photos={[]} onPick={noop} onChange={noop} max={3} texts={texts} testId="photos" />,
    );
    expect(html).toMatch(
      /<input id="([^"]+)-photos" class="cerca-visually-hidden cerca-photo-picker__input"/,
    );
    expect(html).toContain('data-testid="photos"');
    expect(html).toMatch(/aria-labelledby="[^"]+-label" aria-describedby="[^"]+-hint"/);
    expect(html).toContain('>Elegir fotos</label>');
    expect(html).not.toContain('<ul');
  });

  it('stops picking when disabled', () => {
    const html = renderToStaticMarkup(
      <PhotoPicker photos={[]} onPick={noop} onChange={noop} max={3} texts={texts} disabled invalid />,
    );
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-disabled="true"');
  });
});
