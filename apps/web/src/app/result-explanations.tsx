import { lazy, Suspense, type ReactNode } from 'react';
import { ResultExtrasContext, type ShownResult } from '@/features/practice/result-extras';

/** The assistant's panel, loaded with the first result that shows it (not with the practice or history pages). */
const ExplainResultPanel = lazy(() => import('@/features/assistant/explain-result-panel').then((module) => ({ default: module.ExplainResultPanel })));

/** The AI Assistant's "Explain this result" under a stored result. */
const explainResult = (result: ShownResult) => (
  <Suspense fallback={null}>
    <ExplainResultPanel result={result} />
  </Suspense>
);

/** Gives every stored result below it the AI Assistant's "Explain this result" panel. */
export function ResultExplanations({ children }: { children: ReactNode }) {
  return <ResultExtrasContext.Provider value={explainResult}>{children}</ResultExtrasContext.Provider>;
}
