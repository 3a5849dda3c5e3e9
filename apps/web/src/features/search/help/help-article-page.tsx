import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useHelpArticle } from '../api/get-help-article';
import { Markdown } from './markdown';
import { useT } from '../../../lib/i18n/i18n';

/** /help/:slug: one help-centre article, public. */
export default function HelpArticlePage() {
  const { slug = '' } = useParams();
  const article = useHelpArticle(slug);
  const t = useT();

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/help"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline dark:text-primary-300"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t('search.helpCentre')}
      </Link>
      {article.isPending ? (
        <LoadingOverlay label={t('search.loadingArticle')} />
      ) : article.isError ? (
        <ArticleError error={article.error} />
      ) : (
        <article className="mt-6">
          <Badge tone="primary">{article.data.category}</Badge>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-100">
            {article.data.title}
          </h1>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">{article.data.summary}</p>
          <Markdown source={article.data.body} />
        </article>
      )}
    </div>
  );
}

function ArticleError({ error }: { error: Error }) {
  const t = useT();
  if (error instanceof ApiError && error.status === 404) {
    return (
      <section className="mt-12 text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">
          {t('search.articleNotFound')}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{t('search.articleNotFoundHint')}</p>
        <Link to="/help" className={buttonClasses({}, 'mt-6')}>
          {t('search.browseHelp')}
        </Link>
      </section>
    );
  }
  return (
    <Alert tone="error" className="mt-6">
      <h1 className="sr-only">{t('search.helpCentre')}</h1>
      {errorMessage(error, t('search.articleLoadFailed'))}
    </Alert>
  );
}
