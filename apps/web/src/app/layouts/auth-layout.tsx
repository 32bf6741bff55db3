import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/** The link below an auth page's card to another auth page, after an optional `prompt`. */
interface AuthFooterLink {
  prompt?: string;
  to: string;
  label: string;
}

/** The public pages' frame (no sidebar): the logo linking home, a card with the form, and a link below it. */
export function AuthLayout({ title, description, children, footer }: { title: string; description?: ReactNode; children: ReactNode; footer?: AuthFooterLink }) {
  const location = useLocation();
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-10">
      <Link to={paths.landing} className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" aria-label="PTE Coach home">
        <BrandLogo className="text-lg" />
      </Link>
      <main className="w-full max-w-sm">
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-xl">
              {title}
            </CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent className="pt-5">{children}</CardContent>
        </Card>
        {footer && (
          <div className="mt-4 text-center text-sm text-muted-foreground">
            {footer.prompt && `${footer.prompt} `}
            {/* The router state (where to go after signing in) follows the learner between the auth pages. */}
            <Link to={footer.to} state={location.state} className="font-medium text-primary underline-offset-4 hover:underline">
              {footer.label}
            </Link>
          </div>
        )}
      </main>
    </div>
  );
}
