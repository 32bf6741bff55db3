import { questionTypeList } from '@pte/exam';
import { useParams } from 'react-router';
import { findSkillGuide } from '@/lib/content/skill-guides';
import { findVideoTutorial } from '@/features/video-tutorials/video-library';
import { SkillGuidePage } from '@/features/study-materials/skill-guide-page';
import { StudyMaterialsIndex } from '@/features/study-materials/study-materials-index';
import { TaskGuidePage } from '@/features/study-materials/task-guide-page';
import { NotFoundRoute } from './not-found';

/** `/resources/study-materials`: every task and skill guide. */
export function StudyMaterialsRoute() {
  return <StudyMaterialsIndex />;
}

/**
 * `/resources/study-materials/:typeId`: the guide to a registry task type (linking its video tutorial when it has
 * one), or "not found" for any other id.
 */
export function TaskGuideRoute() {
  const { typeId = '' } = useParams();
  const type = questionTypeList.find((candidate) => candidate.id === typeId);
  return type ? <TaskGuidePage key={type.id} type={type} hasVideoTutorial={findVideoTutorial(type.id) !== undefined} /> : <NotFoundRoute />;
}

/** `/resources/study-materials/skills/:skill`: a skill guide, or "not found" for a skill there is no guide for. */
export function SkillGuideRoute() {
  const { skill = '' } = useParams();
  const guide = findSkillGuide(skill);
  return guide ? <SkillGuidePage key={guide.id} skill={guide} /> : <NotFoundRoute />;
}
