import type { Message } from '@cerca/contracts/messages';
import { describe, expect, it } from 'vitest';
import { deliveryState, mergeMessages, pendingState, withRead } from './delivery';

const me = 'me';
const other = 'other';
const message = (id: string, from: string, at: string, isRead = false): Message => ({
  id,
  sender_id: from,
  receiver_id: from === me ? other : me,
  content: id,
  is_read: isRead,
  created_at: `2026-11-24T05:0${at}:00.000Z`,
});

describe('delivery indicator', () => {
  it('shows sending, then failed or sent, then read for my messages', () => {
    expect(pendingState({ failed: false })).toBe('sending');
    expect(pendingState({ failed: true })).toBe('failed');
    expect(deliveryState(message('a', me, '1'), me)).toBe('sent');
    expect(deliveryState(message('a', me, '1', true), me)).toBe('read');
  });

  it('shows nothing for the other person’s messages', () => {
    expect(deliveryState(message('a', other, '1', true), me)).toBeNull();
  });
});

describe('withRead', () => {
  const list = [
    message('a', me, '1'),
    message('b', other, '2'),
    message('c', me, '3'),
    message('d', me, '4'),
  ];

  it('reads my messages up to the one named', () => {
    const read = withRead(list, { reader_id: other, up_to: 'c', read_at: '2026-11-24T06:00:00.000Z' }, me);
    expect(read.map((one) => [one.id, one.is_read])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
      ['d', false],
    ]);
  });

  it('reads up to the event time when the message is not listed', () => {
    const read = withRead(list, { reader_id: other, up_to: 'zz', read_at: '2026-11-24T05:03:30.000Z' }, me);
    expect(read.filter((one) => one.is_read).map((one) => one.id)).toEqual(['a', 'c']);
  });
});

describe('mergeMessages', () => {
  it('adds messages once, in time order', () => {
    const merged = mergeMessages([message('b', other, '2')], [message('c', me, '3'), message('a', me, '1')]);
    expect(merged.map((one) => one.id)).toEqual(['a', 'b', 'c']);
    expect(mergeMessages(merged, [message('b', other, '2')])).toHaveLength(3);
  });

  it('never turns a read message back to sent', () => {
    const merged = mergeMessages([message('a', me, '1', true)], [message('a', me, '1', false)]);
    expect(merged[0]?.is_read).toBe(true);
  });
});
