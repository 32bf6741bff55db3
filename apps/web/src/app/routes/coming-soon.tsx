import { Video, type LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/lib/paths';

/** A page whose content is planned but not built yet. */
interface PlannedPage {
  title: string;
  icon: LucideIcon;
  /** What the page will offer, in one sentence. */
  promise: string;
}

/** The resource and account pages not built yet, by route. */
export const plannedPages: Record<string, PlannedPage> = {
  [paths.resources.videoTutorials]: { title: 'Video Tutorials', icon: Video, promise: 'Short videos walking through each task type.' },
};

/** An honest page for content that is not available yet: its title and what it will offer. */
export function ComingSoonRoute({ path }: { path: string }) {
  const page = plannedPages[path];
  if (!page) return null;
  const Icon = page.icon;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{page.title}</h1>
      <EmptyState icon={<Icon />} title={`${page.title} is coming soon`}>
        {page.promise} This page is not available yet.
      </EmptyState>
    </div>
  );
}
