import { createContext, useContext, type ReactNode } from 'react';

/** A stored result a result card shows: one attempt, or the learner's latest attempt at a question (just submitted). */
export type ShownResult = { attemptId: string } | { questionId: string };

/** What the app adds under a stored result, given which result it is. */
type ResultExtras = (result: ShownResult) => ReactNode;

/**
 * What the app shows under a stored result (the AI Assistant's "Explain this result"), provided where features are
 * composed (`src/app`); without a provider, nothing.
 */
export const ResultExtrasContext = createContext<ResultExtras | null>(null);

/** The extras for `result` from the nearest provider, or nothing. */
export function useResultExtras(result: ShownResult | undefined): ReactNode {
  const extras = useContext(ResultExtrasContext);
  return result && extras ? extras(result) : null;
}
