import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test-gateway';

let test: TestGateway;
let gateway: FastifyInstance;

beforeAll(async () => {
  test = await startTestGateway({
    name: 'gateway',
    env: { REMOTE_MF_PARTNER_URL: 'https://cdn.example.mx/mf-partner/1.2.0' },
    // A stand-in build output: the gateway serves whatever the apps' builds wrote.
    writeBuild(webRoot) {
      mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
      writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Cerca</title>');
      writeFileSync(path.join(webRoot, 'shell', 'dist', 'main.js'), 'console.log(1)');
      mkdirSync(path.join(webRoot, 'mf-driver', 'dist'), { recursive: true });
      writeFileSync(path.join(webRoot, 'mf-driver', 'dist', 'remoteEntry.js'), 'var mf_driver;');
      writeFileSync(path.join(webRoot, 'mf-driver', 'dist', '123.abcdef12.js'), '1');
    },
  });
  gateway = test.app;
});

afterAll(async () => {
  await test?.close();
});

describe('gateway', () => {
  it('mounts every service with health and readiness', async () => {
    const prefixes = [
      '/auth/v1',
      '/api/discovery',
      '/api/ordering',
      '/api/driver',
      '/api/partner',
      '/api/admin',
      '/storage/v1',
      '/api/jobs',
      '/realtime-status',
    ];
    for (const prefix of prefixes) {
      const health = await gateway.inject({ method: 'GET', url: `${prefix}/health` });
      expect(health.statusCode, prefix).toBe(200);
      const ready = await gateway.inject({ method: 'GET', url: `${prefix}/ready` });
      expect(ready.statusCode, `${prefix}/ready ${ready.body}`).toBe(200);
    }
  });

  it("serves the remotes manifest built from the remotes' declarations", async () => {
    const response = await gateway.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    const { remotes } = response.json() as {
      remotes: Array<{ name: string; manifest: string; roles: string[]; routes: string[] }>;
    };
    // One entry per mf-*/remote.json, in folder order.
    expect(remotes.map((remote) => remote.name)).toEqual([
      'mf_admin',
      'mf_discovery',
      'mf_driver',
      'mf_ordering',
      'mf_partner',
    ]);
    expect(remotes.find((remote) => remote.name === 'mf_admin')).toMatchObject({
      roles: ['admin'],
      routes: ['/admin'],
    });
    expect(remotes.find((remote) => remote.name === 'mf_driver')?.manifest).toBe(
      '/remotes/mf-driver/mf-manifest.json',
    );
    expect(remotes.find((remote) => remote.name === 'mf_partner')?.manifest).toBe(
      'https://cdn.example.mx/mf-partner/1.2.0/mf-manifest.json',
    );
  });

  it('answers deep links with the shell page and a CSP that allows the remote origins', async () => {
    const page = await gateway.inject({
      method: 'GET',
      url: '/businesses/42/edit',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Cerca</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.mx");

    const api = await gateway.inject({
      method: 'GET',
      url: '/api/discovery/nothing',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
  });

  it('serves remotes with CORS, revalidating entries and caching hashed chunks forever', async () => {
    const entry = await gateway.inject({ method: 'GET', url: '/remotes/mf-driver/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await gateway.inject({ method: 'GET', url: '/remotes/mf-driver/123.abcdef12.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await gateway.inject({ method: 'GET', url: '/remotes/mf-driver/nope.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('signs up through the auth service and verifies the token in the other services', async () => {
    const signup = await gateway.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: 'lucia@cerca.test', password: 'segura-123' },
    });
    expect(signup.statusCode).toBe(200);
    const token = signup.json().access_token as string;
    const me = await gateway.inject({
      method: 'GET',
      url: '/api/ordering/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().profile).toMatchObject({ username: 'lucia', role: 'user', user_type: 'user' });
  });
});
