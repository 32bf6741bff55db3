import type { GuideExample } from '@pte/contract';
import type { QuestionTypeId } from '@pte/exam';
import { useEffect, useState } from 'react';
import { loadGuideExample } from './guide-examples';

/** Where loading a guide's example stands. */
type GuideExampleState = { status: 'loading' } | { status: 'none' } | { status: 'loaded'; example: GuideExample } | { status: 'failed' };

/** Loads the worked example of task type `type`; `retry` loads it again after a failure. */
export function useGuideExample(type: QuestionTypeId): { state: GuideExampleState; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${type}#${attempt}`;
  const [settled, setSettled] = useState<{ key: string; state: GuideExampleState } | null>(null);

  useEffect(() => {
    let current = true;
    loadGuideExample(type).then(
      (example) => current && setSettled({ key, state: example ? { status: 'loaded', example } : { status: 'none' } }),
      () => current && setSettled({ key, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [type, key]);

  return { state: settled?.key === key ? settled.state : { status: 'loading' }, retry: () => setAttempt((count) => count + 1) };
}
