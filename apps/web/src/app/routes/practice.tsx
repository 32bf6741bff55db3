import { findQuestionTypeByRoute } from '@pte/exam';
import { useLocation } from 'react-router';
import { PracticePage } from '@/features/practice/practice-page';
import { NotFoundRoute } from './not-found';

/** `/{section}/{slug}`: the one practice page for the registry's task type at this path, or "not found". */
export function PracticeRoute() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return findQuestionTypeByRoute(path) ? <PracticePage pathname={path} /> : <NotFoundRoute />;
}
