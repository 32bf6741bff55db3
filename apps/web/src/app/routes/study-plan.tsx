import { selectProfile } from '@/features/auth/auth-slice';
import { StudyPlanPage } from '@/features/study-plan/study-plan-page';
import { useAppSelector } from '../hooks';

/** `/study-plan`: the learner's day-by-day plan, its form prefilled with the profile's exam date and target score. */
export function StudyPlanRoute() {
  const profile = useAppSelector(selectProfile);
  return <StudyPlanPage defaults={{ examDate: profile?.examDate ?? null, targetScore: profile?.targetScore ?? null }} />;
}
