import { describe, expect, it } from 'vitest';
import { decodeTimeCursor, nextTimeCursor } from '../src/keyset-cursor';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const rows = [1, 2, 3].map((n) => ({ at: `2026-11-27T10:00:0${n}.123456Z`, id: ID(n) }));
const invalid = () => new Error('invalid');

describe('nextTimeCursor', () => {
  it('points after the last row shown when a row follows it', () => {
    const cursor = nextTimeCursor(rows, 2, (row) => row);
    expect(cursor && decodeTimeCursor(cursor, invalid)).toEqual(rows[1]);
  });

  it('is null on the last page', () => {
    expect(nextTimeCursor(rows, 3, (row) => row)).toBeNull();
    expect(nextTimeCursor([], 3, (row) => row)).toBeNull();
  });
});
