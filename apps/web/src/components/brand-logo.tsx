import { cn } from '@/lib/cn';

/** The PTE Coach mark and name; the name hides below `sm` when `compact` is set. */
export function BrandLogo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg aria-hidden viewBox="0 0 32 32" className="size-7 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H13v5z" fill="none" className="stroke-primary-foreground" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <span className={cn(compact && 'sr-only sm:not-sr-only')}>PTE Coach</span>
    </span>
  );
}
