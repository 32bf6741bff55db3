import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/lib/paths';

/** Any unknown route inside the signed-in layout. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
      <EmptyState icon={<Compass />} title="There is no page at this address">
        <p>
          Nothing lives at <code className="rounded bg-muted px-1 py-0.5 text-foreground">{pathname}</code>. Use the sidebar or the search box
          to find what you need.
        </p>
        <Button asChild className="mt-4">
          <Link to={paths.dashboard}>Go to the dashboard</Link>
        </Button>
      </EmptyState>
    </div>
  );
}
