import { practiceRoute, sections, type QuestionType } from '@pte/exam';
import { NotebookPen, Play } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { taskGuideFiles } from '@/lib/content/content-library';
import { useContentDocument } from '@/lib/content/use-content-document';
import { paths } from '@/lib/paths';
import { ContentPageLayout } from '@/components/markdown/content-page-layout';

/** The guide to one task type (`content/guides/<type id>.md`), with a button to practise it. */
export function TaskGuidePage({ type }: { type: QuestionType }) {
  const { state, retry } = useContentDocument(taskGuideFiles, type.id);
  const section = sections.find((candidate) => candidate.id === type.section);
  const practise = (
    <Button asChild>
      <Link to={practiceRoute(type)}>
        <Play aria-hidden />
        Practise {type.title}
      </Link>
    </Button>
  );
  return (
    <ContentPageLayout
      back={{ to: paths.resources.studyMaterials, label: 'All study materials' }}
      kicker={`${section?.title ?? ''} guide`}
      title={type.title}
      actions={practise}
      state={state}
      onRetry={retry}
      missing={
        <EmptyState icon={<NotebookPen />} title="This guide is being written">
          The {type.title} guide is not published yet. You can still practise the task: every answer gets a trait-by-trait assessment.
        </EmptyState>
      }
    />
  );
}
