import { describe, expect, it } from 'vitest';
import { VIEW_MODES, viewModeOf, viewModeParam } from './view-mode';

describe('view mode', () => {
  it('defaults to the grid and reads ?vista=lista as the list', () => {
    expect(viewModeOf(null)).toBe('grid');
    expect(viewModeOf('')).toBe('grid');
    expect(viewModeOf('cuadricula')).toBe('grid');
    expect(viewModeOf('LISTA')).toBe('grid');
    expect(viewModeOf('lista')).toBe('list');
  });

  it('writes back what it reads', () => {
    for (const mode of VIEW_MODES) expect(viewModeOf(viewModeParam(mode))).toBe(mode);
    expect(viewModeParam('grid')).toBeNull();
  });
});
