import type { HelpIndexResponse } from '@atelier/contract';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/error-message';
import { useHelpArticles } from '../api/list-help-articles';
import { useT } from '../../../lib/i18n/i18n';

type Article = HelpIndexResponse['articles'][number];

/** The server sorts by category then title, so each category's articles arrive together. */
function byCategory(articles: readonly Article[]): [string, Article[]][] {
  const groups = new Map<string, Article[]>();
  for (const article of articles) {
    groups.set(article.category, [...(groups.get(article.category) ?? []), article]);
  }
  return [...groups];
}

/** /help: every help-centre article, grouped by category; public. */
export default function HelpIndexPage() {
  const articles = useHelpArticles();
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t('search.helpCentre')} description={t('search.helpDescription')} />
      {articles.isPending ? (
        <LoadingOverlay label={t('search.loadingHelp')} />
      ) : articles.isError ? (
        <Alert tone="error" className="mt-8">
          {errorMessage(articles.error, t('search.helpLoadFailed'))}
        </Alert>
      ) : (
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          {byCategory(articles.data.articles).map(([category, items]) => (
            <section key={category}>
              <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
                {category}
              </h2>
              <ul className="mt-3 space-y-3">
                {items.map((article) => (
                  <li key={article.slug}>
                    <Link
                      to={`/help/${article.slug}`}
                      className="font-medium text-primary-700 hover:underline dark:text-primary-300"
                    >
                      {article.title}
                    </Link>
                    <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                      {article.summary}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
