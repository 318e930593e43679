import { categoriesResponseSchema } from '@cerca/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, refusalMessage } from '../src/api/api-fetch';

vi.mock('../src/auth-client', () => ({ currentAccessToken: async () => 'token-123' }));

const categories = {
  categories: [
    {
      id: 'restaurantes',
      name: 'Restaurantes',
      image_url: null,
      banner_url: null,
      color: '#e53935',
      subcategories: [],
    },
  ],
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends the bearer token and returns the answer parsed by the contract', async () => {
    const fetch = answer(200, categories);
    const result = await apiFetch('/api/discovery/categories', categoriesResponseSchema);
    expect(result.categories[0]?.name).toBe('Restaurantes');
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-123');
  });

  it('loads a lazy schema while the request is on its way, and validates with it', async () => {
    let requested = false;
    const fetch = vi.fn(async () => {
      requested = true;
      return new Response(JSON.stringify(categories));
    });
    vi.stubGlobal('fetch', fetch);
    let loadStartedBeforeRequest = false;
    const load = vi.fn(async () => {
      loadStartedBeforeRequest = !requested;
      return categoriesResponseSchema;
    });
    const result = await apiFetch('/api/discovery/categories', load);
    expect(result.categories[0]?.id).toBe('restaurantes');
    expect(load).toHaveBeenCalledOnce();
    expect(loadStartedBeforeRequest).toBe(true);

    answer(200, { categories: [{ id: 1 }] });
    const invalid = await failure(apiFetch('/api/discovery/categories', load));
    expect(invalid.code).toBe('invalid_response');
  });

  it('says in Spanish that it cannot connect when a lazy schema does not download', async () => {
    answer(200, categories);
    const error = await failure(
      apiFetch('/api/x', () => Promise.reject(new Error('Loading chunk 12 failed'))),
    );
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it("keeps the service's Spanish message and code", async () => {
    answer(403, { statusCode: 403, code: 'forbidden', error: 'Forbidden', message: 'No tienes permiso' });
    const error = await failure(apiFetch('/api/x', categoriesResponseSchema));
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: 'No tienes permiso' });
  });

  it('says in Spanish when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(apiFetch('/api/x', categoriesResponseSchema));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(error.message).toBe('No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.');
  });

  it('says in Spanish when the answer is not what the contract promises', async () => {
    answer(200, { categories: [{ id: 1 }] });
    const wrong = await failure(apiFetch('/api/x', categoriesResponseSchema));
    expect(wrong).toMatchObject({
      code: 'invalid_response',
      message: 'Ocurrió un error inesperado. Intenta de nuevo.',
    });

    answer(502, '<html>Bad gateway</html>');
    const unreadable = await failure(apiFetch('/api/x', categoriesResponseSchema));
    expect(unreadable).toMatchObject({
      status: 502,
      message: 'Ocurrió un error inesperado. Intenta de nuevo.',
    });
  });
});

describe('refusalMessage', () => {
  it("answers the server's own message for a refusal, and null for anything else", () => {
    expect(
      refusalMessage(new ApiError(409, 'invitation_closed', 'Esta invitación ya no está disponible.')),
    ).toBe('Esta invitación ya no está disponible.');
    expect(refusalMessage(new ApiError(200, 'invalid_response', 'Ocurrió un error inesperado.'))).toBeNull();
    expect(refusalMessage(new ApiError(422, 'invalid_response', 'Ocurrió un error inesperado.'))).toBeNull();
    expect(refusalMessage(new ApiError(500, 'internal_error', 'x'))).toBeNull();
    expect(refusalMessage(new ApiError(0, 'network_error', 'x'))).toBeNull();
    expect(refusalMessage(new Error('boom'))).toBeNull();
  });
  it("answers null for the kit's generic refusals, whose messages say nothing about the request", () => {
    for (const [status, code] of [
      [404, 'not_found'],
      [400, 'bad_request'],
      [400, 'validation_error'],
      [400, 'unknown_error'],
    ] as const) {
      expect(refusalMessage(new ApiError(status, code, 'Un mensaje general')), code).toBeNull();
    }
    expect(refusalMessage(new ApiError(429, 'rate_limited', 'Demasiados intentos.'))).toBe(
      'Demasiados intentos.',
    );
  });
});
