import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, GripVertical } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ReorderAnswerController } from '../answer-controllers';
import type { ReorderMarks } from '../assessment-marks';
import { AnswerMark, markBoxClass } from './answer-mark';

const dragType = 'application/x-pte-paragraph';

interface Paragraph {
  id: string;
  text: string;
}

/** Moves `id` to `index` of `order` (adding it when it is not there yet). */
export function placeParagraph(order: readonly string[], id: string, index: number): string[] {
  const without = order.filter((candidate) => candidate !== id);
  const at = Math.max(0, Math.min(index, without.length));
  return [...without.slice(0, at), id, ...without.slice(at)];
}

function ParagraphCard({
  paragraph,
  draggable,
  onDropBefore,
  className,
  children,
}: {
  paragraph: Paragraph;
  draggable: boolean;
  onDropBefore?: (id: string) => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <li
      draggable={draggable}
      onDragStart={(event) => event.dataTransfer.setData(dragType, paragraph.id)}
      onDragOver={(event) => {
        if (onDropBefore && event.dataTransfer.types.includes(dragType)) event.preventDefault();
      }}
      onDrop={(event) => {
        if (!onDropBefore) return;
        event.preventDefault();
        event.stopPropagation();
        const id = event.dataTransfer.getData(dragType);
        if (id) onDropBefore(id);
      }}
      className={cn('flex gap-2 rounded-lg border bg-background p-3 shadow-sm', draggable && 'cursor-grab', className)}
    >
      {draggable && <GripVertical aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-sm leading-6">
          <span className="mr-2 font-semibold">{paragraph.id}.</span>
          {paragraph.text}
        </p>
        {children}
      </div>
    </li>
  );
}

/** A list that paragraphs can be dropped on (dropping on one of its cards is handled by the card). */
function DropList({ ordered, enabled, onDropParagraph, labelledBy, className, children }: { ordered: boolean; enabled: boolean; onDropParagraph: (id: string) => void; labelledBy: string; className: string; children: ReactNode }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      aria-labelledby={labelledBy}
      className={className}
      onDragOver={(event: DragEvent) => {
        if (enabled && event.dataTransfer.types.includes(dragType)) event.preventDefault();
      }}
      onDrop={(event: DragEvent) => {
        if (!enabled) return;
        event.preventDefault();
        const id = event.dataTransfer.getData(dragType);
        if (id) onDropParagraph(id);
      }}
    >
      {children}
    </List>
  );
}

/**
 * Re-order Paragraphs: the paragraphs in a source list and the learner's order in a target list. Paragraphs are
 * dragged between and within the lists; every move also has a button, so the keyboard can do it all. Once the
 * server has scored the order (`marks`), each position and each pair of neighbours is marked, and the correct order
 * is shown.
 */
export function ReorderParagraphs({ paragraphs, answer, marks }: { paragraphs: readonly Paragraph[]; answer: ReorderAnswerController; marks?: ReorderMarks | undefined }) {
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  const listsRef = useRef<HTMLDivElement>(null);
  const byId = new Map(paragraphs.map((paragraph) => [paragraph.id, paragraph]));
  const placed = answer.order.filter((id) => byId.has(id));
  const source = paragraphs.filter((paragraph) => !placed.includes(paragraph.id));
  const editable = !answer.isLocked;

  useEffect(() => {
    const key = focusAfterMove.current;
    if (!key) return;
    focusAfterMove.current = null;
    listsRef.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`)?.focus();
  });

  const move = (id: string, index: number, focusKey?: string) => {
    const next = placeParagraph(placed, id, index);
    answer.setOrder(next);
    focusAfterMove.current = focusKey ?? null;
    setAnnouncement(`Paragraph ${id} is now number ${next.indexOf(id) + 1} of ${next.length} in your order.`);
  };
  const remove = (id: string, focusKey?: string) => {
    answer.setOrder(placed.filter((candidate) => candidate !== id));
    focusAfterMove.current = focusKey ?? null;
    setAnnouncement(`Paragraph ${id} is back in the source list.`);
  };

  const positions = marks?.positions ?? [];
  const pairs = marks?.pairs ?? [];
  // The slots of the scored order are the learner's order as the server read it.
  const shownOrder = marks ? positions.map((position) => position.id) : placed;

  return (
    <div className="flex flex-col gap-4">
      <div ref={listsRef} className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="reorder-source" className="flex flex-col gap-2">
          <h3 id="reorder-source" className="text-sm font-semibold">
            Source
          </h3>
          <DropList ordered={false} enabled={editable} onDropParagraph={(id) => remove(id)} labelledBy="reorder-source" className="flex min-h-24 flex-col gap-2 rounded-lg border border-dashed bg-muted/30 p-2">
            {source.length === 0 && <li className="p-2 text-sm text-muted-foreground">Every paragraph is in your order.</li>}
            {source.map((paragraph) => (
              <ParagraphCard key={paragraph.id} paragraph={paragraph} draggable={editable}>
                {editable && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start"
                    data-focus-key={`add-${paragraph.id}`}
                    onClick={() => move(paragraph.id, placed.length, source.length > 1 ? `add-${source.find((other) => other.id !== paragraph.id)?.id}` : `remove-${paragraph.id}`)}
                  >
                    <ArrowRight aria-hidden />
                    Add {paragraph.id} to your order
                  </Button>
                )}
                {marks && <AnswerMark status="missed">{`Not placed: belongs at position ${marks.correctOrder.indexOf(paragraph.id) + 1}`}</AnswerMark>}
              </ParagraphCard>
            ))}
          </DropList>
        </section>
        <section aria-labelledby="reorder-target" className="flex flex-col gap-2">
          <h3 id="reorder-target" className="text-sm font-semibold">
            Your order
          </h3>
          <DropList ordered enabled={editable} onDropParagraph={(id) => move(id, placed.length)} labelledBy="reorder-target" className="flex min-h-24 flex-col gap-2 rounded-lg border border-dashed p-2">
            {shownOrder.length === 0 && <li className="p-2 text-sm text-muted-foreground">Drag paragraphs here, or use “Add to your order”.</li>}
            {shownOrder.map((id, index) => {
              const paragraph = byId.get(id);
              if (!paragraph) return null;
              const position = positions[index];
              const pair = index > 0 ? pairs[index - 1] : undefined;
              return (
                <ParagraphCard
                  key={id}
                  paragraph={paragraph}
                  draggable={editable}
                  onDropBefore={editable ? (dropped) => move(dropped, dropped === id ? index : placed.indexOf(dropped) >= 0 && placed.indexOf(dropped) < index ? index - 1 : index) : undefined}
                  className={markBoxClass(position ? (position.correct ? 'correct' : 'incorrect') : undefined)}
                >
                  {editable && (
                    <div className="flex flex-wrap gap-1">
                      <Button variant="outline" size="sm" data-focus-key={`up-${id}`} disabled={index === 0} onClick={() => move(id, index - 1, `up-${id}`)} aria-label={`Move ${id} up`}>
                        <ArrowUp aria-hidden />
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        data-focus-key={`down-${id}`}
                        disabled={index === placed.length - 1}
                        onClick={() => move(id, index + 1, `down-${id}`)}
                        aria-label={`Move ${id} down`}
                      >
                        <ArrowDown aria-hidden />
                      </Button>
                      <Button variant="outline" size="sm" data-focus-key={`remove-${id}`} onClick={() => remove(id, `add-${id}`)} aria-label={`Remove ${id} from your order`}>
                        <ArrowLeft aria-hidden />
                      </Button>
                    </div>
                  )}
                  {position && (
                    <AnswerMark status={position.correct ? 'correct' : 'incorrect'}>
                      {position.correct ? `Right position (${index + 1})` : `Belongs at position ${(marks?.correctOrder.indexOf(id) ?? 0) + 1}`}
                    </AnswerMark>
                  )}
                  {pair && (
                    <AnswerMark status={pair.correct ? 'correct' : 'incorrect'}>{`${pair.from} → ${pair.to}: ${pair.correct ? 'right pair' : 'not a pair in the passage'}`}</AnswerMark>
                  )}
                </ParagraphCard>
              );
            })}
          </DropList>
        </section>
      </div>
      {marks && (
        <section aria-labelledby="reorder-correct" className="flex flex-col gap-2 rounded-lg border border-success/50 p-3">
          <h3 id="reorder-correct" className="text-sm font-semibold">
            Correct order: {marks.correctOrder.join(' → ')}
          </h3>
          <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
            {marks.correctOrder.map((id) => (
              <li key={id}>
                <span className="mr-1 font-semibold">{id}.</span>
                {byId.get(id)?.text}
              </li>
            ))}
          </ol>
        </section>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
