import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/index';

describe('configuration from the environment', () => {
  it('listens on loopback and trusts no proxy unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('reads TRUST_PROXY as a list of proxies, never as "anyone" or a bare hop count', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('puts the queues on REDIS_QUEUE_URL, which defaults to REDIS_URL (one Redis on one machine)', () => {
    expect(loadConfig({})).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      redisQueueUrl: 'redis://127.0.0.1:6379',
    });
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' })).toMatchObject({
      redisUrl: 'redis://cache:6379',
      redisQueueUrl: 'redis://cache:6379',
    });
    expect(
      loadConfig({ REDIS_URL: 'redis://cache:6379', REDIS_QUEUE_URL: ' redis://queues:6379 ' }),
    ).toMatchObject({
      redisUrl: 'redis://cache:6379',
      redisQueueUrl: 'redis://queues:6379',
    });
  });
});
