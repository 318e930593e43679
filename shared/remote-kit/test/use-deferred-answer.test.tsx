// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredAnswer } from '../src/use-deferred-answer';

interface Answer {
  id: string;
  version: number;
}

/** Every value the hook returned, render after render, as the page would have shown them. */
function renderAnswers(first: Answer | undefined) {
  const shown: (string | undefined)[] = [];
  const hook = renderHook(
    ({ answer }: { answer: Answer | undefined }) => {
      const value = useDeferredAnswer(answer, (it) => it.id);
      shown.push(value && `${value.id}@${value.version}`);
      return value;
    },
    { initialProps: { answer: first } },
  );
  return { shown, rerender: (answer: Answer | undefined) => hook.rerender({ answer }) };
}

describe('useDeferredAnswer', () => {
  it('shows the first answer at once', () => {
    const { shown } = renderAnswers({ id: 'a', version: 1 });
    expect(shown).toEqual(['a@1']);
  });

  it('never shows the previous answer under a new key: nothing, then the new one', () => {
    const { shown, rerender } = renderAnswers({ id: 'a', version: 1 });
    rerender({ id: 'b', version: 1 });
    expect(shown).toEqual(['a@1', undefined, 'b@1']);
  });

  it('keeps showing the same answer while a newer copy of it renders in the background', () => {
    const { shown, rerender } = renderAnswers({ id: 'a', version: 1 });
    rerender({ id: 'a', version: 2 });
    expect(shown).toEqual(['a@1', 'a@1', 'a@2']);
  });

  it('shows nothing while there is no answer, and the answer once it arrives', () => {
    const { shown, rerender } = renderAnswers(undefined);
    rerender({ id: 'a', version: 1 });
    expect(shown.at(0)).toBeUndefined();
    expect(shown.at(-1)).toBe('a@1');
    // Between the two, only nothing: the answer is never shown half-way.
    expect(shown.slice(0, -1).every((value) => value === undefined)).toBe(true);
  });

  it('without a key, keeps the answer shown while the next one renders', () => {
    const shown: (number | undefined)[] = [];
    const { rerender } = renderHook(
      ({ answer }: { answer: number[] }) => {
        shown.push(useDeferredAnswer(answer)?.length);
      },
      { initialProps: { answer: [1] } },
    );
    rerender({ answer: [1, 2] });
    expect(shown).toEqual([1, 1, 2]);
  });
});
