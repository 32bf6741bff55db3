import { describe, expect, it } from 'vitest';
import { resetAnswerTo } from './practice-slice-factory';

describe('resetAnswerTo', () => {
  it('puts every field back to its initial value, with copies the state may change freely', () => {
    const initial = { picked: [] as string[], result: null as number | null, isSubmitted: false };
    const state = { picked: ['A', 'C'], result: 2, isSubmitted: true };
    resetAnswerTo(initial)(state);
    expect(state).toEqual(initial);
    state.picked.push('B');
    expect(initial.picked).toEqual([]);
  });
});
