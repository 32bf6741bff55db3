import { difficulties, type QuestionType } from '@pte/exam';
import type { QuestionListEntry } from '@pte/contract';
import { ChevronLeft, ChevronRight, ListFilter } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useThunkResult } from '@/app/use-thunk-result';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { NativeSelect } from '@/components/ui/native-select';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { BookmarkToggle } from './bookmark-toggle';
import { loadQuestionList, noQuestionListFilters, type QuestionListFilters } from './question-list-requests';
import type { Bookmarks } from './use-bookmarks';

/** What the list says of the learner's record on a question. */
function recordText(question: QuestionListEntry): string {
  if (question.attempts === 0) return 'Not practised yet';
  const attempts = question.attempts === 1 ? '1 attempt' : `${question.attempts} attempts`;
  return question.bestScore === null ? attempts : `Best ${question.bestScore} · ${attempts}`;
}

function hasFilters(filters: QuestionListFilters): boolean {
  return filters.practised !== '' || filters.difficulty !== '' || filters.topic !== '' || filters.bookmarked;
}

/**
 * The practice page's "Questions" panel: the task type's questions in page order with the learner's best score
 * and attempts, filtered by practised or not, difficulty, topic and bookmarks, each with a bookmark toggle.
 * Choosing a question opens its page (`onChoose(position)`) and closes the panel.
 */
export function QuestionListPanel({
  type,
  currentPage,
  openings,
  open,
  onOpenChange,
  onChoose,
  bookmarks,
}: {
  type: QuestionType;
  currentPage: number;
  /** How many times the panel was opened: each opening loads the list again, as the learner may have practised since. */
  openings: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(page: number): void;
  bookmarks: Bookmarks;
}) {
  const [filters, setFilters] = useState(noQuestionListFilters);
  const set = <K extends keyof QuestionListFilters>(field: K, value: QuestionListFilters[K]) => setFilters((current) => ({ ...current, [field]: value, page: 1 }));
  const requestKey = JSON.stringify([type.fetchSection, filters, openings]);
  const { result, retry } = useThunkResult(() => loadQuestionList({ fetchSection: type.fetchSection, filters }), requestKey, 'Could not load the questions.');
  const list = result.status === 'loaded' ? result.value : null;
  const { remember } = bookmarks;

  useEffect(() => {
    if (list) remember(Object.fromEntries(list.questions.map((question) => [question.id, question.bookmarked])));
  }, [list, remember]);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full max-w-md overflow-y-auto p-5">
        <SheetTitle className="pr-8 text-lg font-semibold">{type.title} questions</SheetTitle>
        <SheetDescription className="mt-1 text-sm text-muted-foreground">Choose a question to open it. Your best score and attempts are shown with each.</SheetDescription>

        <form aria-label="Filter the questions" className="mt-4 grid grid-cols-2 gap-3" onSubmit={(event) => event.preventDefault()}>
          <FormField label="Practised">
            <NativeSelect value={filters.practised} onChange={(event) => set('practised', event.target.value as QuestionListFilters['practised'])}>
              <option value="">All questions</option>
              <option value="yes">Practised</option>
              <option value="no">Not yet</option>
            </NativeSelect>
          </FormField>
          <FormField label="Difficulty">
            <NativeSelect value={filters.difficulty} onChange={(event) => set('difficulty', event.target.value as QuestionListFilters['difficulty'])}>
              <option value="">Any difficulty</option>
              {difficulties.map((difficulty) => (
                <option key={difficulty} value={difficulty} className="capitalize">
                  {difficulty[0]!.toUpperCase() + difficulty.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Topic">
            <NativeSelect value={filters.topic} onChange={(event) => set('topic', event.target.value)}>
              <option value="">Any topic</option>
              {(list?.topics ?? (filters.topic ? [filters.topic] : [])).map((topic) => (
                <option key={topic} value={topic}>
                  {topic}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input type="checkbox" checked={filters.bookmarked} onChange={(event) => set('bookmarked', event.target.checked)} className="size-4 accent-primary" />
            Bookmarked only
          </label>
        </form>

        <div className="mt-4">
          {result.status === 'loading' && <LoadingPlaceholder label="Loading the questions…" blocks={['h-14', 'h-14', 'h-14']} />}
          {result.status === 'failed' && <RetryAlert message={result.message} onRetry={retry} />}
          {list && list.questions.length === 0 && (
            <EmptyState icon={<ListFilter />} title={hasFilters(filters) ? 'No questions match these filters' : 'No questions yet'}>
              {hasFilters(filters) ? 'Change the filters to see more questions.' : 'New questions are added to the bank over time.'}
            </EmptyState>
          )}
          {list && list.questions.length > 0 && (
            <>
              <p role="status" className="mb-2 text-sm text-muted-foreground">
                {list.pagination.total === 1 ? '1 question' : `${list.pagination.total} questions`}
              </p>
              <ul aria-label={`${type.title} questions`} className="flex flex-col gap-1">
                {list.questions.map((question) => {
                  const isCurrent = question.position === currentPage;
                  return (
                    <li key={question.id} className={cn('flex items-center gap-1 rounded-lg border', isCurrent && 'border-primary bg-accent/50')}>
                      <button
                        type="button"
                        aria-current={isCurrent ? 'page' : undefined}
                        onClick={() => onChoose(question.position)}
                        className="flex min-w-0 flex-1 flex-col items-start gap-1 rounded-lg px-3 py-2 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        <span className="flex w-full items-baseline gap-2">
                          <span className="shrink-0 text-xs font-semibold text-muted-foreground">Q{question.position}</span>
                          <span className="truncate text-sm font-medium">{question.title}</span>
                          {isCurrent && <span className="ml-auto shrink-0 text-xs text-primary">(open)</span>}
                        </span>
                        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                          <Badge variant="secondary" className="capitalize">
                            {question.difficulty}
                          </Badge>
                          {question.topic && <span>{question.topic}</span>}
                          <span aria-hidden>·</span>
                          <span>{recordText(question)}</span>
                        </span>
                      </button>
                      <BookmarkToggle questionId={question.id} title={question.title} bookmarks={bookmarks} listed={question.bookmarked} />
                    </li>
                  );
                })}
              </ul>
              {list.pagination.totalPages > 1 && (
                <nav aria-label="Question list pages" className="mt-3 flex items-center justify-between gap-2">
                  <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}>
                    <ChevronLeft aria-hidden />
                    Previous
                  </Button>
                  <span className="text-sm text-muted-foreground">
                    Page {filters.page} of {list.pagination.totalPages}
                  </span>
                  <Button variant="outline" size="sm" disabled={filters.page >= list.pagination.totalPages} onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}>
                    Next
                    <ChevronRight aria-hidden />
                  </Button>
                </nav>
              )}
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
