import type { AssistantMessage } from '@pte/contract';
import { Bot, Link2, User } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** Answer text as blocks: runs of "- " lines become lists, other lines paragraphs. */
function blocksOf(text: string): ({ kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] })[] {
  const blocks: ({ kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] })[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const item = /^- (.*)$/.exec(line);
    const last = blocks.at(-1);
    if (item && last?.kind === 'list') last.items.push(item[1]!);
    else if (item) blocks.push({ kind: 'list', items: [item[1]!] });
    else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}

/** A message not kept yet: the question being answered, or an answer's text so far (who wrote it is not known yet). */
export function unsavedMessage(role: AssistantMessage['role'], text: string): AssistantMessage {
  return { id: -1, role, text, citations: [], source: null, answeredBy: null, createdAt: new Date(0).toISOString() };
}

/** What a built-in answer rests on, in words for the learner. */
const sourceLabels: Record<NonNullable<AssistantMessage['source']>, string> = {
  'your-data': 'From your results',
  guides: 'From the study guides and Help Center',
  none: 'Not covered by the guides',
};

/** Who wrote an answer and from what: a language model (from the sources listed) or the built-in assistant. */
function writerLabel(message: AssistantMessage): string | null {
  if (message.role !== 'assistant' || !message.source) return null;
  if (message.answeredBy !== 'model') return sourceLabels[message.source];
  return message.source === 'your-data' ? 'Written by an AI language model from your results and the pages below' : 'Written by an AI language model from the sources below';
}

/**
 * One message of the conversation: the learner's question, or an answer with who wrote it and its sources as links.
 * An answer still `beingWritten` is marked busy and shows its text so far.
 */
export function AssistantMessageView({ message, beingWritten = false }: { message: AssistantMessage; beingWritten?: boolean }) {
  const fromLearner = message.role === 'learner';
  const Icon = fromLearner ? User : Bot;
  const label = writerLabel(message);
  return (
    <li className={cn('flex gap-3', fromLearner && 'flex-row-reverse')}>
      <span aria-hidden className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-4" />
      </span>
      <article
        aria-label={fromLearner ? 'Your question' : beingWritten ? 'Answer being written' : 'Assistant’s answer'}
        aria-busy={beingWritten || undefined}
        className={cn('grid max-w-[min(44rem,85%)] gap-2 rounded-xl px-4 py-3 text-sm leading-6', fromLearner ? 'bg-primary text-primary-foreground' : 'border bg-card')}
      >
        {label && <p className="text-xs font-medium text-muted-foreground">{label}</p>}
        {blocksOf(message.text).map((block, index) =>
          block.kind === 'list' ? (
            <ul key={index} className="list-disc space-y-1 pl-5">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          ) : (
            <p key={index} className="whitespace-pre-wrap">
              {block.text}
            </p>
          ),
        )}
        {message.citations.length > 0 && (
          <nav aria-label="Sources" className="border-t pt-2">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
              {message.citations.map((citation) => (
                <li key={citation.href}>
                  <Link to={citation.href} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                    <Link2 aria-hidden className="size-3" />
                    {citation.section ? `${citation.title} › ${citation.section}` : citation.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </article>
    </li>
  );
}
