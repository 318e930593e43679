import { describe, expect, it } from 'vitest';
import { apiErrorOf, progressPercent } from './upload-form';

describe('upload errors', () => {
  it('reads the services’ error body', () => {
    const error = apiErrorOf(413, { code: 'payload_too_large', message: 'Archivo muy grande' }, 'Inesperado');
    expect([error.status, error.code, error.message]).toEqual([
      413,
      'payload_too_large',
      'Archivo muy grande',
    ]);
    const bare = apiErrorOf(502, null, 'Inesperado');
    expect([bare.code, bare.message]).toEqual(['unknown_error', 'Inesperado']);
  });
});

describe('upload progress', () => {
  it('is a whole percentage within 0–100', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(512, 1024)).toBe(50);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2048, 1024)).toBe(100);
  });
});
