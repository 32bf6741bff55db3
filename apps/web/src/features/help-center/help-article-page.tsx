import { MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { helpArticleFiles } from '@/lib/content/content-library';
import { useContentDocument } from '@/lib/content/use-content-document';
import { paths } from '@/lib/paths';
import { ContentPageLayout } from '@/components/markdown/content-page-layout';

/** `/resources/help/:slug`: one Help Center article, with a way to write to the support team after it. */
export function HelpArticlePage({ slug }: { slug: string }) {
  const { state, retry } = useContentDocument(helpArticleFiles, slug);
  return (
    <div className="flex flex-col gap-10">
      <ContentPageLayout
        back={{ to: paths.resources.help, label: 'All help articles' }}
        kicker="Help Center"
        title={state.status === 'loaded' ? (state.document.title ?? 'Help') : 'Help'}
        state={state}
        onRetry={retry}
        missing={<EmptyState icon={<MessageCircleQuestion />} title="There is no such article" />}
      />
      <p className="mx-auto w-full max-w-5xl text-sm text-muted-foreground">
        Still stuck?{' '}
        <Link to={`${paths.resources.help}#contact`} className="font-medium text-primary underline underline-offset-4">
          Write to the support team
        </Link>
        .
      </p>
    </div>
  );
}
