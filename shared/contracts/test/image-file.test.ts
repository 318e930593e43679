import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '../src/media';

const MB = 1024 * 1024;

describe("the browser's one image check", () => {
  it('takes an image up to the limit of its place', () => {
    expect(imageFileProblem({ type: 'image/webp', size: 5 * MB }, 5 * MB)).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: 5 * MB + 1 }, 5 * MB)).toBe('tooLarge');
    expect(imageFileProblem({ type: 'image/png', size: 5 * MB + 1 }, 10 * MB)).toBeNull();
  });

  it('refuses anything that is not an image, whatever its size', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 }, 5 * MB)).toBe('notImage');
    expect(imageFileProblem({ type: 'video/mp4', size: 10 }, 5 * MB)).toBe('notImage');
    // A file the browser could not type (no extension): the person picks another.
    expect(imageFileProblem({ type: '', size: 10 }, 5 * MB)).toBe('notImage');
  });
});
