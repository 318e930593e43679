import { describe, expect, it } from 'vitest';
import { menuItemIndex } from '../src/index';

describe('menuItemIndex', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(menuItemIndex('ArrowDown', 0, 3)).toBe(1);
    expect(menuItemIndex('ArrowDown', 2, 3)).toBe(0);
    expect(menuItemIndex('ArrowUp', 1, 3)).toBe(0);
    expect(menuItemIndex('ArrowUp', 0, 3)).toBe(2);
  });

  it('starts at an end when no item has focus yet', () => {
    expect(menuItemIndex('ArrowDown', -1, 3)).toBe(0);
    expect(menuItemIndex('ArrowUp', -1, 3)).toBe(2);
  });

  it('jumps with Home and End, and ignores other keys or an empty menu', () => {
    expect(menuItemIndex('Home', 2, 3)).toBe(0);
    expect(menuItemIndex('End', 0, 3)).toBe(2);
    expect(menuItemIndex('Enter', 0, 3)).toBeNull();
    expect(menuItemIndex('ArrowDown', -1, 0)).toBeNull();
  });
});
