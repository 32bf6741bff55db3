import { practiceRoute, sections, type QuestionType } from '@pte/exam';
import { NotebookPen, Play, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { taskGuideFiles } from '@/lib/content/content-library';
import type { ParsedMarkdown } from '@/lib/content/markdown-parsing';
import { useContentDocument } from '@/lib/content/use-content-document';
import { paths, videoTutorialPath } from '@/lib/paths';
import { ContentPageLayout, documentBodyClassName } from '@/components/markdown/content-page-layout';
import { MarkdownContent } from '@/components/markdown/markdown-content';
import { GuideExampleCard } from './guide-example-card';
import { splitAtExampleNotes } from './guide-examples';
import { useGuideExample } from './use-guide-example';

/** The example answer and its assessment, once loaded; a placeholder while loading, a retry after a failure. */
function ExampleSlot({ type }: { type: QuestionType }) {
  const { state, retry } = useGuideExample(type.id);
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Loading the example answer" className="mt-6">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (state.status === 'failed') return <RetryAlert message="The example answer could not be loaded. Check your connection and try again." onRetry={retry} />;
  return state.status === 'loaded' ? <GuideExampleCard example={state.example} /> : null;
}

/** The guide's body with its example answer and assessment shown where the notes on them begin. */
function GuideBody({ type, document }: { type: QuestionType; document: ParsedMarkdown }) {
  const split = splitAtExampleNotes(document.body);
  if (!split) return <MarkdownContent markdown={document.body} className={documentBodyClassName} />;
  return (
    <div className="min-w-0 flex-1">
      <MarkdownContent markdown={split.before} className={documentBodyClassName} />
      <ExampleSlot type={type} />
      <MarkdownContent markdown={split.after} className="mt-4" />
    </div>
  );
}

/**
 * The guide to one task type (`content/guides/<type id>.md`), with buttons to practise it and, when the task has one
 * (`hasVideoTutorial`), to watch its video tutorial. Under its Example section
 * it shows the example answer and the assessment our scorer gave it (`content/guides/examples/<type id>.json`).
 */
export function TaskGuidePage({ type, hasVideoTutorial = false }: { type: QuestionType; hasVideoTutorial?: boolean }) {
  const { state, retry } = useContentDocument(taskGuideFiles, type.id);
  const section = sections.find((candidate) => candidate.id === type.section);
  const practise = (
    <>
      <Button asChild>
        <Link to={practiceRoute(type)}>
          <Play aria-hidden />
          Practise {type.title}
        </Link>
      </Button>
      {hasVideoTutorial && (
        <Button asChild variant="outline">
          <Link to={videoTutorialPath(type.id)}>
            <Video aria-hidden />
            Watch the video tutorial
          </Link>
        </Button>
      )}
    </>
  );
  return (
    <ContentPageLayout
      back={{ to: paths.resources.studyMaterials, label: 'All study materials' }}
      kicker={`${section?.title ?? ''} guide`}
      title={type.title}
      actions={practise}
      state={state}
      onRetry={retry}
      renderBody={(document) => <GuideBody type={type} document={document} />}
      missing={
        <EmptyState icon={<NotebookPen />} title="This guide is being written">
          The {type.title} guide is not published yet. You can still practise the task: every answer gets a trait-by-trait assessment.
        </EmptyState>
      }
    />
  );
}
