import { NotebookPen } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { skillGuideFiles } from '@/lib/content/content-library';
import type { skillGuides } from '@/lib/content/skill-guides';
import { useContentDocument } from '@/lib/content/use-content-document';
import { paths } from '@/lib/paths';
import { ContentPageLayout } from '@/components/markdown/content-page-layout';

/** The guide to one skill (`content/guides/skills/<skill>.md`). */
export function SkillGuidePage({ skill }: { skill: (typeof skillGuides)[number] }) {
  const { state, retry } = useContentDocument(skillGuideFiles, skill.id);
  const title = state.status === 'loaded' ? (state.document.title ?? skill.title) : skill.title;
  return (
    <ContentPageLayout
      back={{ to: paths.resources.studyMaterials, label: 'All study materials' }}
      kicker="Skill guide"
      title={title}
      state={state}
      onRetry={retry}
      missing={
        <EmptyState icon={<NotebookPen />} title="This guide is being written">
          The {skill.title.toLowerCase()} guide is not published yet. The task guides already cover how this skill is scored in each task.
        </EmptyState>
      }
    />
  );
}
