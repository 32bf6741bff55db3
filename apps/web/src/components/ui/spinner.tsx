import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinning busy indicator; decorative (say what is busy in nearby text). */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn('size-4 animate-spin', className)} />;
}
