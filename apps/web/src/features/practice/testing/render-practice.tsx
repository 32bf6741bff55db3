import { practiceRoute, questionTypes, type QuestionTypeId } from '@pte/exam';
import { vi } from 'vitest';
import type { FakeRoute } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-app';
import { PracticePage } from '../practice-page';
import type { AudioDevice } from '../recording/audio-device';
import { AudioDeviceContext } from '../recording/audio-device-context';
import { createPracticeApiDouble } from './practice-api-double';

/** Stands in for the media element's playback, which jsdom does not implement. */
export function stubAudioPlayback() {
  return {
    play: vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined),
    load: vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined),
  };
}

/**
 * Renders the practice page of task type `id` at its route (plus `search`), over the practice API double (the
 * sample items, scored by the real exam engine) and any overriding `routes`. Speaking pages record from
 * `audioDevice` (a double: jsdom has no microphone).
 */
export function renderPracticePage(
  id: QuestionTypeId,
  options: { search?: string; double?: ReturnType<typeof createPracticeApiDouble>; routes?: Record<string, FakeRoute>; audioDevice?: AudioDevice } = {},
) {
  const double = options.double ?? createPracticeApiDouble();
  const path = practiceRoute(questionTypes[id]);
  const { audioDevice } = options;
  const view = renderWithStore(<PracticePage pathname={path} />, {
    path: `${path}${options.search ?? ''}`,
    routes: { ...double.routes, ...options.routes },
    wrapper: audioDevice ? (children) => <AudioDeviceContext.Provider value={audioDevice}>{children}</AudioDeviceContext.Provider> : undefined,
  });
  return { ...view, double };
}
