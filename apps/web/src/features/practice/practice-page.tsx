import { findQuestionTypeByRoute, sections, type QuestionType } from '@pte/exam';
import { Clock, Construction } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';

function timingText(type: QuestionType): string | null {
  const { prepareSeconds, answerSeconds, suggestedSeconds } = type.timings;
  const parts: string[] = [];
  if (prepareSeconds) parts.push(`${prepareSeconds} s to prepare`);
  if (answerSeconds) parts.push(answerSeconds >= 120 ? `${answerSeconds / 60} min to answer` : `${answerSeconds} s to answer`);
  if (suggestedSeconds) parts.push(`about ${suggestedSeconds} s per item`);
  return parts.length > 0 ? `In the exam: ${parts.join(', ')}.` : null;
}

/**
 * The one practice page for every task type: the type comes from the route (`/{section}/{slug}`) through the
 * question-type registry. Returns null for a path that is not a practice route.
 */
export function PracticePage({ pathname }: { pathname: string }) {
  const type = findQuestionTypeByRoute(pathname);
  if (!type) return null;
  const section = sections.find((candidate) => candidate.id === type.section);
  const timing = timingText(type);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-primary">{section?.title} practice</p>
        <h1 className="text-2xl font-semibold tracking-tight">{type.title}</h1>
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
      </header>
      <EmptyState icon={<Construction />} title={`Practice questions for ${type.title} are coming soon`}>
        This page will give you {type.title} questions one at a time, with an automatic assessment of every answer.
      </EmptyState>
    </div>
  );
}
