import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorage, createUrlSigner, GENERATED_SECRET_FILE, resolveSigningSecret } from '../src/index';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'cerca-signing-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

// The constant the code used to fall back to: anyone could read it in the repository.
const FORMER_DEFAULT = 'cerca-dev-storage-signing-secret-change-me';

describe('the signing secret of private objects', () => {
  it('has no default in the code: without the variable a machine generates its own and keeps it', async () => {
    const dir = await tempDir();
    const first = resolveSigningSecret({}, 'development', dir);
    expect(first).not.toBe(FORMER_DEFAULT);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSigningSecret({}, 'development', dir)).toBe(first);
    expect((await stat(path.join(dir, GENERATED_SECRET_FILE))).mode & 0o777).toBe(0o600);
    expect(resolveSigningSecret({}, 'development', await tempDir())).not.toBe(first);
  });

  it('refuses a URL forged with the former default secret', async () => {
    const storage = createStorage({ storageDir: await tempDir() });
    const forged = await new SignJWT({ url: 'driver-ids/5f0c3c55-7d5b-4b8e-9a53-0c7f9a1d2e01.png' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(FORMER_DEFAULT));
    expect(
      await storage.signer.verify('driver-ids', '5f0c3c55-7d5b-4b8e-9a53-0c7f9a1d2e01.png', forged),
    ).toBe(false);
    const genuine = await storage.signer.sign('driver-ids', '5f0c3c55-7d5b-4b8e-9a53-0c7f9a1d2e01.png', 60);
    expect(
      await storage.signer.verify('driver-ids', '5f0c3c55-7d5b-4b8e-9a53-0c7f9a1d2e01.png', genuine),
    ).toBe(true);
  });

  it('uses STORAGE_SIGNING_SECRET when set, refuses a short one, and requires it in production', async () => {
    const dir = await tempDir();
    const secret = 's'.repeat(40);
    expect(resolveSigningSecret({ STORAGE_SIGNING_SECRET: secret }, 'production', dir)).toBe(secret);
    expect(() => resolveSigningSecret({ STORAGE_SIGNING_SECRET: 'corto' }, 'development', dir)).toThrow(
      /32\+ characters/,
    );
    expect(() => resolveSigningSecret({}, 'production', dir)).toThrow(/must be set/);
    const signer = createUrlSigner(secret);
    expect(await signer.verify('avatars', 'a.png', await signer.sign('avatars', 'a.png', 60))).toBe(true);
  });
});
