import { randomUUID } from 'node:crypto';
import { useServiceTest } from '@cerca/service-kit/testing';
import { createStorage, type Storage } from '@cerca/storage';
import { mp4 } from '@cerca/storage/testing';
import { describe, expect, it, vi } from 'vitest';
import { storageService } from '../src/plugin';

let storage: Storage;
const t = useServiceTest([storageService], {
  tempStorage: true,
  provide: ({ config }) => {
    storage = createStorage({ storageDir: config.storageDir }, { signingSecret: 'h'.repeat(40) });
    return { storage };
  },
});

describe('HEAD of a public object', () => {
  it('answers its headers without reading the object (from S3 that would be a whole download)', async () => {
    const key = `${randomUUID()}/${randomUUID()}.mp4`;
    const video = mp4(64 * 1024);
    await storage.putObject('business-posts', key, video, 'video/mp4');
    const get = vi.spyOn(storage.driver, 'get');
    const head = await t.inject({ method: 'HEAD', url: storage.publicUrl('business-posts', key) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(video.length));
    expect(head.headers['content-type']).toBe('video/mp4');
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.rawPayload.length).toBe(0);
    const range = await t.inject({
      method: 'HEAD',
      url: storage.publicUrl('business-posts', key),
      headers: { range: 'bytes=0-9' },
    });
    expect([range.statusCode, range.headers['content-length']]).toEqual([206, '10']);
    expect(get).not.toHaveBeenCalled();
    // GET still reads it.
    const whole = await t.inject({ method: 'GET', url: storage.publicUrl('business-posts', key) });
    expect(whole.rawPayload.equals(video)).toBe(true);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
