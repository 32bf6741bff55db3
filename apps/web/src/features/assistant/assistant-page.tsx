import { assistantMessageMaxLength, assistantMessageRequestSchema, type AssistantMessage } from '@pte/contract';
import { Bot, SendHorizontal, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-field';
import { inputClassName } from '@/components/ui/input';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { AssistantMessageView, unsavedMessage } from './assistant-message';
import { askAssistant, deleteConversation, loadConversation } from './assistant-requests';

/** Questions a learner can start with: about the tasks, the app and their own results. */
const exampleQuestions = [
  'How is Read Aloud scored?',
  'How many words for Summarize Written Text?',
  'What is my weakest task?',
  'What should I practise today?',
  'How did my fluency change this month?',
  'How did I do in my last mock test?',
] as const;

/** Loading the conversation: in progress, failed with a message, or done. */
type LoadState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };

/** The first problem the server's own rules find in a question, or null when it can be sent. */
function questionProblem(text: string): string | null {
  const parsed = assistantMessageRequestSchema.shape.message.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This question cannot be sent.');
}

/**
 * The AI Assistant: a conversation about the PTE tasks, the app and the learner's own results. Answers cite the
 * guides, Help Center articles or pages they come from, as links. The learner can delete the whole conversation.
 */
export function AssistantPage() {
  const dispatch = useAppDispatch();
  const [messages, setMessages] = useState<AssistantMessage[]>([]);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [draft, setDraft] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The question being answered and the answer's text so far, while it is written. */
  const [writing, setWriting] = useState<{ question: string; text: string } | null>(null);
  /** What the polite live region says: that an answer has started and that it is complete, never each piece. */
  const [announcement, setAnnouncement] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // Loads the conversation on opening, and again each time the learner presses "Try again".
  const [loadAttempt, setLoadAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void dispatch(loadConversation()).then((result) => {
      if (!current) return;
      if (loadConversation.fulfilled.match(result)) {
        setMessages(result.payload);
        setLoad({ status: 'ready' });
      } else {
        setLoad({ status: 'failed', message: result.payload ?? 'Your conversation could not be loaded.' });
      }
    });
    return () => {
      current = false;
    };
  }, [dispatch, loadAttempt]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, asking, writing?.text]);

  async function ask(question: string) {
    const problem = questionProblem(question);
    setNotice(null);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    const asked = question.trim();
    setError(null);
    setAsking(true);
    setAnnouncement('The assistant is answering…');
    setWriting({ question: asked, text: '' });
    try {
      const reply = await dispatch(askAssistant(asked, (text) => setWriting({ question: asked, text })));
      setMessages((current) => [...current, reply.question, reply.answer]);
      setDraft('');
      setAnnouncement('The assistant has answered.');
    } catch (failure) {
      setError(failureMessage(failure, 'The assistant could not answer just now. Please try again.'));
      setAnnouncement('');
    } finally {
      setWriting(null);
      setAsking(false);
    }
    inputRef.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!asking) void ask(draft);
  }

  async function onDelete() {
    setError(null);
    const result = await dispatch(deleteConversation());
    if (deleteConversation.fulfilled.match(result)) {
      setMessages([]);
      setNotice('Your conversation was deleted.');
    } else {
      setError(result.payload ?? 'Your conversation could not be deleted. Please try again.');
    }
  }

  const length = draft.trim().length;
  const tooLong = length > assistantMessageMaxLength;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">AI Assistant</h1>
          <p className="text-sm text-muted-foreground">
            Ask about the PTE tasks and how they are scored, about using PTE Coach, or about your own results. Answers come from our study guides, the Help
            Center and your practice data, with links to their sources; each answer says whether an AI language model wrote it.
          </p>
        </div>
        {messages.length > 0 && (
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <Trash2 aria-hidden />
                Delete my conversation
              </Button>
            }
            title="Delete your conversation?"
            description="Every question you asked and every answer will be deleted. This cannot be undone."
            confirmLabel="Delete conversation"
            onConfirm={() => void onDelete()}
          />
        )}
      </div>

      {load.status === 'loading' && <LoadingPlaceholder label="Loading your conversation…" blocks={['h-16 w-2/3', 'h-24 w-3/4 justify-self-end']} className="grid gap-4" />}
      {load.status === 'failed' && <RetryAlert
          message={load.message}
          onRetry={() => {
            setLoad({ status: 'loading' });
            setLoadAttempt((count) => count + 1);
          }}
        />}
      {load.status === 'ready' && messages.length === 0 && (
        <EmptyState icon={<Bot />} title="Ask your first question">
          <p>Try one of these:</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2" aria-label="Example questions">
            {exampleQuestions.map((question) => (
              <li key={question}>
                <Button variant="secondary" size="sm" disabled={asking} onClick={() => void ask(question)}>
                  {question}
                </Button>
              </li>
            ))}
          </ul>
        </EmptyState>
      )}
      {(messages.length > 0 || writing) && (
        <ol aria-label="Conversation" className="grid gap-4">
          {messages.map((message) => (
            <AssistantMessageView key={message.id} message={message} />
          ))}
          {writing && <AssistantMessageView message={unsavedMessage('learner', writing.question)} />}
          {writing?.text && <AssistantMessageView message={unsavedMessage('assistant', writing.text)} beingWritten />}
        </ol>
      )}
      {asking && !writing?.text && (
        <p aria-hidden className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> The assistant is answering…
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div ref={endRef} />

      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <form onSubmit={onSubmit} noValidate aria-label="Ask the assistant" className="grid gap-2">
        <label htmlFor="assistant-question" className="text-sm font-medium">
          Your question
        </label>
        <textarea
          id="assistant-question"
          ref={inputRef}
          rows={3}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              if (!asking) void ask(draft);
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby="assistant-question-count"
          placeholder="For example: how many words should my essay have?"
          className={cn(inputClassName, 'h-auto min-h-20 py-2 leading-6')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id="assistant-question-count" className={cn('text-xs', tooLong ? 'font-medium text-destructive' : 'text-muted-foreground')}>
            {length.toLocaleString('en-GB')} of {assistantMessageMaxLength.toLocaleString('en-GB')} characters. Enter sends, Shift+Enter starts a new line.
          </p>
          <Button type="submit" disabled={asking}>
            {asking ? <Spinner /> : <SendHorizontal aria-hidden />}
            {asking ? 'Asking…' : 'Ask'}
          </Button>
        </div>
        {error && <FormMessage tone="error">{error}</FormMessage>}
      </form>
    </div>
  );
}
