import { findQuestionTypeByRoute } from '@pte/exam';
import { useLocation } from 'react-router';
import { PracticePage } from '@/features/practice/practice-page';
import { TaskGuideLink } from '@/features/study-materials/task-guide-link';
import { ResultExplanations } from '../result-explanations';
import { NotFoundRoute } from './not-found';

/**
 * `/{section}/{slug}`: the one practice page for the registry's task type at this path (with a link to its guide and
 * "Explain this result" under each result), or "not found".
 */
export function PracticeRoute() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const type = findQuestionTypeByRoute(path);
  if (!type) return <NotFoundRoute />;
  return (
    <ResultExplanations>
      <PracticePage pathname={path} guideLink={<TaskGuideLink type={type} />} />
    </ResultExplanations>
  );
}
