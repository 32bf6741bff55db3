import type { AssistantMessage } from '@pte/contract';
import { MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { AssistantMessageView, unsavedMessage } from './assistant-message';
import { explainResult, type ExplainedResult } from './assistant-requests';

/** The panel's state: not asked yet, being written (the text so far), written, or failed. */
type ExplanationState =
  | { status: 'idle' }
  | { status: 'writing'; text: string }
  | { status: 'done'; answer: AssistantMessage }
  | { status: 'failed'; message: string };

const failedMessage = 'The explanation could not be written just now. Please try again.';

/**
 * "Explain this result" under an answer's result: asks the AI Assistant to explain that result (what lost marks on
 * each trait, and the guide sections on improving them), shows the explanation as it is written, and links to the
 * conversation, where the exchange is kept. A polite live region says when the explanation starts and when it is
 * complete, not every piece of it.
 */
export function ExplainResultPanel({ result }: { result: ExplainedResult }) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ExplanationState>({ status: 'idle' });

  async function explain() {
    setState({ status: 'writing', text: '' });
    try {
      const reply = await dispatch(explainResult(result, (text) => setState({ status: 'writing', text })));
      setState({ status: 'done', answer: reply.answer });
    } catch (error) {
      setState({ status: 'failed', message: failureMessage(error, failedMessage) });
    }
  }

  const announcement = state.status === 'writing' ? 'Explaining your result…' : state.status === 'done' ? 'The explanation of your result is ready.' : '';
  return (
    <section aria-label="Explanation of this result" className="grid gap-3 rounded-lg border border-dashed p-3">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {state.status === 'idle' && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => void explain()}>
            <MessageCircleQuestion aria-hidden />
            Explain this result
          </Button>
          <span className="text-sm text-muted-foreground">The AI Assistant explains what lost marks and what to read to improve.</span>
        </div>
      )}
      {state.status === 'writing' && !state.text && (
        <p aria-hidden className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Explaining your result…
        </p>
      )}
      {(state.status === 'writing' && state.text) || state.status === 'done' ? (
        <ol aria-label="Explanation" className="grid gap-3">
          {state.status === 'done' ? (
            <AssistantMessageView message={state.answer} />
          ) : (
            <AssistantMessageView message={unsavedMessage('assistant', state.text)} beingWritten />
          )}
        </ol>
      ) : null}
      {state.status === 'done' && (
        <p className="text-sm text-muted-foreground">
          Kept in your conversation with the{' '}
          <Link to={paths.account.aiAssistant} className="text-primary underline-offset-4 hover:underline">
            AI Assistant
          </Link>
          , where you can ask more.
        </p>
      )}
      {state.status === 'failed' && <RetryAlert message={state.message} onRetry={() => void explain()} />}
    </section>
  );
}
