import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Previous, next, and a jump to question N of M. Pages are 1-based, one question per page. */
export function QuestionNavigation({ page, totalPages, onNavigate, disabled }: { page: number; totalPages: number; onNavigate: (page: number) => void; disabled?: boolean }) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const target = Number(draft);
  const canJump = Number.isInteger(target) && target >= 1 && target <= totalPages && target !== page;

  const jump = (event: FormEvent) => {
    event.preventDefault();
    if (!canJump) return;
    onNavigate(target);
    setDraft('');
  };

  return (
    <nav aria-label="Questions" className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={disabled || page <= 1} onClick={() => onNavigate(page - 1)}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <p className="text-sm font-medium" aria-live="polite">
          Question {page} of {totalPages}
        </p>
        <Button variant="outline" size="sm" disabled={disabled || page >= totalPages} onClick={() => onNavigate(page + 1)}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <form onSubmit={jump} className="flex items-center gap-2">
        <label htmlFor={inputId} className="text-sm">
          Go to question
        </label>
        <Input id={inputId} type="number" inputMode="numeric" min={1} max={totalPages} value={draft} onChange={(event) => setDraft(event.target.value)} className="h-8 w-20" />
        <Button type="submit" variant="secondary" size="sm" disabled={disabled || !canJump}>
          Go
        </Button>
      </form>
    </nav>
  );
}
