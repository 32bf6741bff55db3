import { describe, expect, it } from 'vitest';
import { speechQueueMessage } from './speech-queue-wait';

describe('speechQueueMessage', () => {
  it('gives the expected wait and the place in line while an answer waits', () => {
    expect(speechQueueMessage({ running: 0, waiting: 1, position: 1, expectedWaitSeconds: 3 })).toBe('Waiting for the speech engine: about 3 s (yours is next)');
    expect(speechQueueMessage({ running: 1, waiting: 2, position: 4, expectedWaitSeconds: 12 })).toBe('Waiting for the speech engine: about 12 s (3 answers ahead of yours)');
    // A wait under a second still reads as a wait.
    expect(speechQueueMessage({ running: 0, waiting: 1, position: 1, expectedWaitSeconds: 0 })).toBe('Waiting for the speech engine: about 1 s (yours is next)');
  });

  it('gives the wait of an answer still on its way, then says it is being assessed', () => {
    expect(speechQueueMessage({ running: 0, waiting: 0, expectedWaitSeconds: 5 })).toBe('Waiting for the speech engine: about 5 s');
    expect(speechQueueMessage({ running: 1, waiting: 0, expectedWaitSeconds: 2 })).toBe('Assessing your answer…');
    expect(speechQueueMessage({ running: 0, waiting: 0, expectedWaitSeconds: 0 })).toBeNull();
  });
});
