import type { QuestionType } from '@pte/exam';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { taskGuidePath } from '@/lib/paths';

/** "Read the <type> guide": the small link a practice page shows under its title. */
export function TaskGuideLink({ type }: { type: Pick<QuestionType, 'id' | 'title'> }) {
  return (
    <Link to={taskGuidePath(type.id)} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
      <BookOpen aria-hidden className="size-4" />
      Read the {type.title} guide
    </Link>
  );
}
