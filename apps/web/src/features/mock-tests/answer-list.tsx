import type { TestReport } from '@pte/contract';
import { testParts } from '@pte/exam';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { AnswerReview, type AnswerReviewViews } from './answer-review';
import { durationText, itemTypeTitle } from './test-labels';

type ReportItem = TestReport['items'][number];

/** What an item without points says instead. */
const statusTexts: Record<Exclude<ReportItem['status'], 'assessed'>, string> = {
  pending: 'Being assessed',
  unanswered: 'Not answered',
  unscored: 'Not scored',
  failed: 'Could not be assessed',
};

/** An item's result in words: its points, or why it has none. */
function resultText(item: ReportItem): string {
  if (item.status !== 'assessed') return statusTexts[item.status];
  return item.score !== null && item.max !== null ? `${Math.round(item.score * 10) / 10} / ${item.max}` : 'Assessed';
}

function ItemRow({ item, sessionId, views }: { item: ReportItem; sessionId: string; views: AnswerReviewViews }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const title = itemTypeTitle(item.type);
  return (
    <li className="border-t first:border-t-0">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm">
        <span className="w-8 text-muted-foreground tabular-nums">{item.position + 1}</span>
        <span className="min-w-40 flex-1 font-medium">{title}</span>
        <span className="w-36 tabular-nums">{resultText(item)}</span>
        <span className="w-24 text-muted-foreground tabular-nums">{durationText(item.timeUsedSeconds)}</span>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${open ? 'Hide' : 'Review'} item ${item.position + 1}, ${title}`}
          onClick={() => setOpen(!open)}
          className="print:hidden"
        >
          {open ? 'Hide' : 'Review'}
          <ChevronDown aria-hidden className={open ? 'rotate-180 transition-transform' : 'transition-transform'} />
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="border-t bg-muted/20 p-4 print:hidden">
        {open && <AnswerReview sessionId={sessionId} position={item.position} views={views} />}
      </div>
    </li>
  );
}

/**
 * Every item of the test by part, in the order it was taken: its task type, result and time used, and a "Review"
 * that opens the question with the learner's answer and its assessment.
 */
export function AnswerList({ items, sessionId, views }: { items: TestReport['items']; sessionId: string; views: AnswerReviewViews }) {
  return (
    <section aria-labelledby="answers-heading" className="flex flex-col gap-4">
      <h2 id="answers-heading" className="text-lg font-semibold">
        Your answers
      </h2>
      {testParts.map((part) => {
        const ofPart = items.filter((item) => item.part === part.id).toSorted((a, b) => a.position - b.position);
        if (ofPart.length === 0) return null;
        return (
          <div key={part.id} className="flex flex-col gap-2">
            <h3 className="text-base font-semibold">{part.title}</h3>
            <ol aria-label={`${part.title}: your answers`} className="rounded-xl border">
              {ofPart.map((item) => (
                <ItemRow key={item.position} item={item} sessionId={sessionId} views={views} />
              ))}
            </ol>
          </div>
        );
      })}
    </section>
  );
}
