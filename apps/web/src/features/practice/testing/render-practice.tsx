import { practiceRoute, questionTypes, type QuestionTypeId } from '@pte/exam';
import { vi } from 'vitest';
import type { FakeRoute } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-app';
import { PracticePage } from '../practice-page';
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
 * sample items, scored by the real exam engine) and any overriding `routes`.
 */
export function renderPracticePage(id: QuestionTypeId, options: { search?: string; double?: ReturnType<typeof createPracticeApiDouble>; routes?: Record<string, FakeRoute> } = {}) {
  const double = options.double ?? createPracticeApiDouble();
  const path = practiceRoute(questionTypes[id]);
  const view = renderWithStore(<PracticePage pathname={path} />, { path: `${path}${options.search ?? ''}`, routes: { ...double.routes, ...options.routes } });
  return { ...view, double };
}
