import { findQuestionTypeByRoute, sections, type QuestionType } from '@pte/exam';
import { Clock, Inbox, ListOrdered } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { BookmarkToggle } from './question-list/bookmark-toggle';
import { useBookmarks } from './question-list/use-bookmarks';
import { QuestionNavigation } from './question-navigation';
import { QuestionWorkspace } from './question-workspace';
import { practiceSlices } from './state/practice-slices';
import { selectPracticeSlice } from './state/practice-store';

function timingText(type: QuestionType): string | null {
  const { prepareSeconds, answerSeconds, suggestedSeconds } = type.timings;
  const parts: string[] = [];
  if (prepareSeconds) parts.push(`${prepareSeconds} s to prepare`);
  if (answerSeconds) parts.push(answerSeconds >= 120 ? `${answerSeconds / 60} min to answer` : `${answerSeconds} s to answer`);
  if (suggestedSeconds) parts.push(`about ${suggestedSeconds} s per item`);
  return parts.length > 0 ? `In the exam: ${parts.join(', ')}.` : null;
}

// Loaded when first opened: most practice sessions never open the list.
const QuestionListPanel = lazy(async () => ({ default: (await import('./question-list/question-list-panel')).QuestionListPanel }));

/** The page number in `?page=`, or 1 when it is missing or not a whole number from 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The one practice page for every task type: the type comes from the route (`/{section}/{slug}`) through the
 * question-type registry. `guideLink`, composed by the app, is shown under the title (a link to the type's guide).
 * Returns null for a path that is not a practice route.
 */
export function PracticePage({ pathname, guideLink }: { pathname: string; guideLink?: ReactNode }) {
  const type = findQuestionTypeByRoute(pathname);
  if (!type) return null;
  return <PracticeSession key={type.id} type={type} guideLink={guideLink} />;
}

/** One task type's practice: loads the page in `?page=` (or the question in `?id=`) and keeps the URL in step. */
function PracticeSession({ type, guideLink }: { type: QuestionType; guideLink: ReactNode }) {
  const dispatch = useAppDispatch();
  const practiceSlice = practiceSlices[type.id];
  const { question, totalPages, currentPage, status, error } = useAppSelector((root) => selectPracticeSlice(root, type.id));
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = searchParams.get('id');
  const requestedPage = pageFromQuery(searchParams.get('page'));
  const requestKey = requestedId ? `id:${requestedId}` : `page:${requestedPage}`;
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [retries, setRetries] = useState(0);
  // After a jump by id the URL switches to that question's page, which is already loaded.
  const alreadyLoaded = useRef<string | null>(null);
  const bookmarks = useBookmarks();
  const [questionList, setQuestionList] = useState({ open: false, openings: 0 });

  useEffect(() => {
    if (alreadyLoaded.current === requestKey) {
      alreadyLoaded.current = null;
      return;
    }
    const request = dispatch(practiceSlice.thunks.fetchQuestion(requestedId ? { id: requestedId } : { page: requestedPage }));
    void request.then((action) => {
      if (action.meta.requestStatus === 'rejected' && !('aborted' in action.meta && action.meta.aborted)) setFailedKey(requestKey);
      if (action.meta.requestStatus !== 'fulfilled' || !action.payload || typeof action.payload === 'string') return;
      if (requestedId) {
        const pageKey = `page:${action.payload.page}`;
        alreadyLoaded.current = pageKey;
        setLoadedKey(pageKey);
        setSearchParams({ page: String(action.payload.page) }, { replace: true });
      } else {
        setLoadedKey(requestKey);
      }
    });
    return () => request.abort();
  }, [dispatch, practiceSlice, requestKey, requestedId, requestedPage, retries, setSearchParams]);

  const navigate = (page: number) => {
    dispatch(practiceSlice.actions.setCurrentPage(page));
    setSearchParams({ page: String(page) });
  };

  const section = sections.find((candidate) => candidate.id === type.section);
  const timing = timingText(type);
  const isLoaded = loadedKey === requestKey;
  const fetchFailed = !isLoaded && failedKey === requestKey && status === 'failed';

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-primary">{section?.title} practice</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{type.title}</h1>
          <div className="flex flex-wrap items-center gap-2">
            {isLoaded && question && <BookmarkToggle key={question.id} questionId={question.id} title={question.title} bookmarks={bookmarks} labelled loadState />}
            <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setQuestionList((current) => ({ open: true, openings: current.openings + 1 }))}>
              <ListOrdered aria-hidden />
              Questions
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {type.skills.map((skill) => (
            <Badge key={skill} variant="secondary" className="capitalize">
              {skill}
            </Badge>
          ))}
        </div>
        {timing && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Clock aria-hidden className="size-4" />
            {timing}
          </p>
        )}
        {guideLink}
      </header>

      {fetchFailed && (
        <div role="alert" className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4">
          <p className="font-medium text-destructive">{error}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setRetries((count) => count + 1)}>
              Try again
            </Button>
            {(requestedId !== null || requestedPage !== 1) && (
              <Button variant="ghost" size="sm" onClick={() => navigate(1)}>
                Go to question 1
              </Button>
            )}
          </div>
        </div>
      )}

      {!isLoaded && !fetchFailed && (
        <div role="status" aria-label="Loading the question" className="flex flex-col gap-3">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}

      {isLoaded && !question && (
        <EmptyState icon={<Inbox />} title={`There are no ${type.title} questions yet`}>
          New questions are added to the bank over time. Try another task type in the meantime.
        </EmptyState>
      )}

      {questionList.openings > 0 && (
        <Suspense fallback={null}>
          <QuestionListPanel
            type={type}
            currentPage={currentPage}
            openings={questionList.openings}
            open={questionList.open}
            onOpenChange={(open) => setQuestionList((current) => ({ ...current, open }))}
            onChoose={(page) => {
              setQuestionList((current) => ({ ...current, open: false }));
              navigate(page);
            }}
            bookmarks={bookmarks}
          />
        </Suspense>
      )}

      {isLoaded && question && (
        <>
          <QuestionNavigation page={currentPage} totalPages={totalPages} onNavigate={navigate} />
          <QuestionWorkspace key={question.id} type={type} question={question} />
        </>
      )}
    </div>
  );
}
