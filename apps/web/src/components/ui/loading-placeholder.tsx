import { Skeleton } from './skeleton';

/** Grey blocks where content is loading, with `label` announced to screen readers. */
export function LoadingPlaceholder({ label, blocks, className }: { label: string; blocks: readonly string[]; className?: string }) {
  return (
    <div aria-busy="true" className={className ?? 'flex flex-col gap-2'}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {blocks.map((block, index) => (
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}
