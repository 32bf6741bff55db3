import { useParams } from 'react-router';
import { helpArticleFiles } from '@/lib/content/content-library';
import { HelpArticlePage } from '@/features/help-center/help-article-page';
import { HelpCenterPage } from '@/features/help-center/help-center-page';
import { NotFoundRoute } from './not-found';

/** `/resources/help`: the Help Center. */
export function HelpCenterRoute() {
  return <HelpCenterPage />;
}

/** `/resources/help/:slug`: one article, or "not found" when there is no `content/help/<slug>.md`. */
export function HelpArticleRoute() {
  const { slug = '' } = useParams();
  return helpArticleFiles.has(slug) ? <HelpArticlePage key={slug} slug={slug} /> : <NotFoundRoute />;
}
