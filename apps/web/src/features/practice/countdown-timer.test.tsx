import { questionTypes } from '@pte/exam';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CountdownTimer, examTimerPhases, timerPosition } from './countdown-timer';

describe('examTimerPhases', () => {
  it.each([
    ['read-aloud', [{ label: 'Prepare', seconds: 35 }, { label: 'Answer', seconds: 40 }]],
    ['write-essay', [{ label: 'Time to answer', seconds: 1200 }]],
    ['summarize-spoken-text', [{ label: 'Time to answer', seconds: 600 }]],
    ['reading-multiple-choice-single-answer', [{ label: 'Suggested time', seconds: 90 }]],
    ['write-from-dictation', [{ label: 'Suggested time', seconds: 60 }]],
  ] as const)('%s runs %j', (id, phases) => {
    expect(examTimerPhases(questionTypes[id])).toEqual(phases);
  });
});

describe('timerPosition', () => {
  const phases = [
    { label: 'Prepare', seconds: 3 },
    { label: 'Answer', seconds: 5 },
  ];
  it.each([
    [0, 'Prepare', 3],
    [2, 'Prepare', 1],
    [3, 'Answer', 5],
    [7, 'Answer', 1],
  ])('after %i s: %s with %i s left', (elapsed, label, left) => {
    expect(timerPosition(phases, elapsed)).toEqual({ phase: phases.find((phase) => phase.label === label), left });
  });
  it('is null once every phase has run out', () => {
    expect(timerPosition(phases, 8)).toBeNull();
  });
});

describe('CountdownTimer', () => {
  it('counts down and says when time is up without stopping anything', async () => {
    vi.useFakeTimers();
    try {
      render(<CountdownTimer phases={[{ label: 'Suggested time', seconds: 2 }]} />);
      expect(screen.getByRole('timer')).toHaveAccessibleName('Suggested time: 0:02 left');
      await act(async () => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('timer')).toHaveAccessibleName('Suggested time: 0:01 left');
      await act(async () => vi.advanceTimersByTime(1500));
      expect(screen.getByRole('timer')).toHaveAccessibleName('Time is up');
      expect(screen.getByRole('status')).toHaveTextContent('In the exam you would move on; here you can finish.');
    } finally {
      vi.useRealTimers();
    }
  });
});
