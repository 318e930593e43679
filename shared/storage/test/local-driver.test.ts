import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidKey, LocalDiskDriver, parseObjectUrl } from '../src/index';
import { fixture } from './helpers';

let root: string;
let driver: LocalDiskDriver;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cerca-storage-'));
  driver = new LocalDiskDriver(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalDiskDriver', () => {
  it('stores files at <root>/<bucket>/<key> with a metadata sidecar', async () => {
    const png = fixture('photo.png');
    const metadata = await driver.put('business-photos', 'b1/front.png', png, 'image/png');
    expect(metadata.size).toBe(png.length);
    expect(metadata.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await readFile(path.join(root, 'business-photos', 'b1', 'front.png'))).toEqual(png);
    const stored = await driver.stat('business-photos', 'b1/front.png');
    expect(stored).toMatchObject({ contentType: 'image/png', size: png.length, etag: metadata.etag });
    expect(await driver.exists('business-photos', 'b1/front.png')).toBe(true);
  });

  it('accepts streams, overwrites, reads ranges', async () => {
    await driver.put(
      'avatars',
      'u.txt',
      Readable.from([Buffer.from('hola '), Buffer.from('mundo')]),
      'text/plain',
    );
    await driver.put('avatars', 'u.txt', Buffer.from('0123456789'), 'text/plain');
    const whole = await driver.get('avatars', 'u.txt');
    expect(await text(whole!.body)).toBe('0123456789');
    const part = await driver.get('avatars', 'u.txt', { start: 2, end: 4 });
    expect(await text(part!.body)).toBe('234');
  });

  it('lists by prefix and deletes idempotently', async () => {
    await driver.put('menu-items', 'biz/a.png', Buffer.from('a'), 'image/png');
    await driver.put('menu-items', 'biz/sub/b.png', Buffer.from('b'), 'image/png');
    await driver.put('menu-items', 'bizz/c.png', Buffer.from('c'), 'image/png');
    expect((await driver.list('menu-items', 'biz/')).map((o) => o.key)).toEqual([
      'biz/a.png',
      'biz/sub/b.png',
    ]);
    expect((await driver.list('menu-items', 'biz')).map((o) => o.key)).toEqual([
      'biz/a.png',
      'biz/sub/b.png',
      'bizz/c.png',
    ]);
    await driver.delete('menu-items', 'biz/a.png');
    await driver.delete('menu-items', 'biz/a.png');
    expect(await driver.get('menu-items', 'biz/a.png')).toBeNull();
    expect(await driver.list('menu-items', 'nothing/')).toEqual([]);
  });

  it('leaves no empty folders behind when the last object of a folder goes', async () => {
    await driver.put('business-photos', 'b9/galeria/uno.png', fixture('photo.png'), 'image/png');
    await driver.put('business-photos', 'b9/dos.png', fixture('photo.png'), 'image/png');
    await driver.delete('business-photos', 'b9/galeria/uno.png');
    await expect(stat(path.join(root, 'business-photos', 'b9', 'galeria'))).rejects.toThrow();
    await expect(stat(path.join(root, '.meta', 'business-photos', 'b9', 'galeria'))).rejects.toThrow();
    expect((await stat(path.join(root, 'business-photos', 'b9'))).isDirectory()).toBe(true);
    await driver.delete('business-photos', 'b9/dos.png');
    await expect(stat(path.join(root, 'business-photos', 'b9'))).rejects.toThrow();
    // The bucket folder itself stays.
    expect((await stat(path.join(root, 'business-photos'))).isDirectory()).toBe(true);
  });

  it('leaves no empty folders behind when a write fails after making them', async () => {
    // The sidecar's folder cannot be made: a file stands where it would go.
    await mkdir(path.join(root, '.meta', 'business-photos'), { recursive: true });
    await writeFile(path.join(root, '.meta', 'business-photos', 'b7'), 'not a folder');
    await expect(
      driver.put('business-photos', 'b7/galeria/uno.png', fixture('photo.png'), 'image/png'),
    ).rejects.toThrow();
    await expect(stat(path.join(root, 'business-photos', 'b7'))).rejects.toThrow();
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('makes path traversal impossible', async () => {
    for (const key of [
      '../escape.png',
      'a/../../escape.png',
      '/etc/passwd',
      '.hidden',
      'a//b',
      'a\\..\\b',
      'a/%2e%2e/b',
      '',
    ]) {
      expect(isValidKey(key)).toBe(false);
      await expect(driver.put('avatars', key, Buffer.from('x'), 'text/plain')).rejects.toThrow();
      await expect(driver.get('avatars', key)).rejects.toThrow();
    }
    await expect(driver.put('../etc', 'x.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    await expect(driver.list('.meta')).rejects.toThrow();
    await expect(stat(path.join(root, '..', 'escape.png'))).rejects.toThrow();
  });

  it('finds bucket and key back from stored URLs', () => {
    expect(parseObjectUrl('/storage/v1/object/public/business-stories/b1/x.jpg')).toEqual({
      bucket: 'business-stories',
      key: 'b1/x.jpg',
    });
    expect(parseObjectUrl('http://localhost:8080/storage/v1/object/public/avatars/u.png?v=2')).toEqual({
      bucket: 'avatars',
      key: 'u.png',
    });
    expect(parseObjectUrl('https://images.example.com/a.jpg')).toBeNull();
    expect(parseObjectUrl('/storage/v1/object/public/business-stories/../x')).toBeNull();
  });
});
