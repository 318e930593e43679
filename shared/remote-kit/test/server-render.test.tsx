// @vitest-environment happy-dom
import { useParams } from '@cerca/router';
import { apiFetch, setServerTransport, usePlace } from '@cerca/session';
import { useQuery } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { declaredRoutes } from '../src/declared-routes';
import { createServerRenderer } from '../src/server';
import { deserializeAnswer, serializeAnswer } from '../src/server-render-data';
import { createServerRenderedLifecycles } from '../src/server-rendered-lifecycles';

// A remote's pages in miniature: a city's items (asked once the place is known), the first item's
// detail (asked once the list arrived: a third pass), and a page behind a session.
const itemsSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });
const detailSchema = z.object({ id: z.string(), detail: z.string() });

function Items() {
  const { cityId } = usePlace();
  const items = useQuery({
    queryKey: ['items', cityId],
    queryFn: () => apiFetch(`/api/probe/cities/${cityId}/items`, itemsSchema),
    enabled: cityId !== null,
  });
  const first = items.data?.items[0]?.id;
  const detail = useQuery({
    queryKey: ['detail', first],
    queryFn: () => apiFetch(`/api/probe/items/${first}`, detailSchema),
    enabled: first !== undefined,
  });
  if (cityId === null) return <p>Elige una ciudad</p>;
  if (!items.data || !detail.data) return <p>Cargando…</p>;
  return (
    <section>
      <h1>{cityId}</h1>
      <ul>
        {items.data.items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
      <p data-testid="detail">{detail.data.detail}</p>
    </section>
  );
}

function Item() {
  const { id } = useParams();
  // Something held in the cache that is not an API answer (as /world's bundled map).
  const shape = useQuery({
    queryKey: ['shape', id],
    queryFn: () => new Map([[id, 1]]),
    enabled: id === 'mapa',
  });
  return (
    <p>
      Artículo {id} {shape.data?.size}
    </p>
  );
}

const declaration = {
  name: 'mf_probe',
  routes: {
    '/': { access: 'public' },
    '/items/:id': { access: 'public' },
    '/about': { access: 'public' },
    '/mine': { access: 'session' },
  },
};
const routes = declaredRoutes(declaration, {
  '/': Items,
  '/items/:id': Item,
  '/about': () => <p>Acerca de</p>,
  '/mine': () => <p>Lo mío</p>,
});
const texts = { title: 'Prueba' };
const { render, renders } = createServerRenderer({
  declaration,
  pages: ['/', '/items/:id'],
  namespace: 'probe',
  resources: texts,
  routes,
});

/** The API as one city sees it; `hold` keeps an answer until the test releases it. */
function api(city: string, hold?: Promise<void>) {
  const asked: string[] = [];
  const transport = async (path: string) => {
    asked.push(path);
    await hold;
    if (path === `/api/probe/cities/${city}/items`)
      return Response.json({
        items: [
          { id: `${city}-1`, name: `Tacos de ${city}` },
          { id: `${city}-2`, name: 'Pozole' },
        ],
      });
    if (path === `/api/probe/items/${city}-1`)
      return Response.json({ id: `${city}-1`, detail: `Lo mejor de ${city}` });
    return Response.json({ code: 'not_found', message: 'No existe' }, { status: 404 });
  };
  return { asked, transport };
}

const place = (city: string) => ({ countryId: 'mx', cityId: city });

// The renderer routes apiFetch through itself for the whole process: other test files sharing
// this worker fetch as browsers do.
afterAll(() => setServerTransport(undefined));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('server render of a remote page', () => {
  it('draws the page from the answers it asks for, pass after pass, and hands them over', async () => {
    const { asked, transport } = api('gdl');
    const result = await render({ url: '/', place: place('gdl'), transport });
    expect(result.rendered).toBe(true);
    if (!result.rendered) return;
    expect(asked).toEqual(['/api/probe/cities/gdl/items', '/api/probe/items/gdl-1']);
    expect(result.html).toContain('<li>Tacos de gdl</li>');
    expect(result.html).toContain('Lo mejor de gdl');
    expect(result.html).toMatch(/^<div class="mf-remote mf-probe">/);
    expect(result.html).not.toContain('<script');
    expect(result.payload.place).toEqual(place('gdl'));
    expect(result.payload.queries.queries.map((query) => query.queryKey)).toEqual([
      ['items', 'gdl'],
      ['detail', 'gdl-1'],
    ]);
  });

  it("keeps each render's requests to its own visitor when renders overlap", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = api('oax', held);
    const quick = api('gdl');
    const pending = render({ url: '/', place: place('oax'), transport: slow.transport });
    const done = await render({ url: '/', place: place('gdl'), transport: quick.transport });
    release();
    const other = await pending;
    expect(done.rendered && done.html).toContain('Tacos de gdl');
    expect(other.rendered && other.html).toContain('Tacos de oax');
    expect(quick.asked.every((path) => !path.includes('oax'))).toBe(true);
    expect(slow.asked.every((path) => !path.includes('gdl'))).toBe(true);
  });

  it('sends nothing rather than part of a page: a failed request, a page behind a session, an answer JSON would change', async () => {
    const failed = await render({
      url: '/',
      place: place('cdmx-sin-datos'),
      transport: api('otra').transport,
    });
    expect(failed).toEqual({ rendered: false, reason: 'a request failed' });
    expect(renders('/mine')).toBe(false);
    expect(renders('/about')).toBe(false);
    expect(() =>
      createServerRenderer({ declaration, pages: ['/mine'], namespace: 'probe', resources: texts, routes }),
    ).toThrow('/mine is not a public route of mf_probe');
    expect(renders('/items/7')).toBe(true);
    expect(
      await render({ url: '/items/7', place: place('gdl'), transport: api('gdl').transport }),
    ).toMatchObject({
      rendered: true,
    });
    expect(
      await render({ url: '/items/mapa', place: place('gdl'), transport: api('gdl').transport }),
    ).toEqual({
      rendered: false,
      reason: '["shape","mapa"] is not plain JSON',
    });
    expect(
      await render({ url: '/mine', place: place('gdl'), transport: api('gdl').transport }),
    ).toMatchObject({
      rendered: false,
    });
  });

  it("carries an infinite query's first page parameter (no cursor yet) as undefined, not null", () => {
    const paged = { pages: [{ items: [] }, { items: [] }], pageParams: [undefined, 'cursor-2'] };
    const carried = deserializeAnswer(JSON.parse(JSON.stringify(serializeAnswer(paged))));
    expect(carried).toEqual(paged);
    expect((carried as typeof paged).pageParams[0]).toBeUndefined();
    expect(deserializeAnswer(JSON.parse(JSON.stringify(serializeAnswer({ id: 'x' }))))).toEqual({ id: 'x' });
  });

  it('is hydrated by the remote in place, from the answers it was drawn from, asking the API nothing', async () => {
    const result = await render({ url: '/', place: place('gdl'), transport: api('gdl').transport });
    if (!result.rendered) throw new Error(result.reason);
    window.history.replaceState(null, '', '/');
    // A returning visitor: the browser's own record of the place the cookie told the server.
    localStorage.setItem('selectedCountry', 'mx');
    localStorage.setItem('selectedCity', 'gdl');
    document.body.innerHTML = `<div id="cerca-app-mf_probe" data-server-rendered>${result.html}</div><script type="application/json" id="cerca-ssr-mf_probe">${JSON.stringify(result.payload)}</script>`;
    const element = document.getElementById('cerca-app-mf_probe') as HTMLElement;
    const drawn = element.querySelector('li');
    const errors = vi.spyOn(console, 'error');
    const fetches = vi.spyOn(globalThis, 'fetch');

    const lifecycles = createServerRenderedLifecycles({
      name: 'mf_probe',
      namespace: 'probe',
      resources: texts,
      routes,
    });
    await lifecycles.bootstrap({ name: 'mf_probe' } as never);
    // Resolves once the root committed (single-spa-react's mount), hydration included.
    await lifecycles.mount({ name: 'mf_probe', domElementGetter: () => element } as never);

    expect(element.querySelector('li')).toBe(drawn);
    expect(element.textContent).toContain('Lo mejor de gdl');
    // Live once the page's effects ran: the markup then takes taps.
    await waitFor(() => expect(element.hasAttribute('data-server-rendered')).toBe(false));
    expect(document.getElementById('cerca-ssr-mf_probe')).toBeNull();
    // React warns when two renderers share a context in one process: this test runs the server's
    // and the browser's; a page never does. Any other error (a hydration mismatch) fails.
    const reported = errors.mock.calls.map(([message]) => String(message));
    expect(reported.filter((message) => !message.startsWith('Detected multiple renderers'))).toEqual([]);
    expect(fetches).not.toHaveBeenCalled();
    await lifecycles.unmount({ name: 'mf_probe', domElementGetter: () => element } as never);
  });
});
