import ClockIcon from 'lucide-react/icons/clock';
import CompassIcon from 'lucide-react/icons/compass';
import RocketIcon from 'lucide-react/icons/rocket';
import TrendingUpIcon from 'lucide-react/icons/trending-up';
import { useEffect, useId } from 'react';
import type { ReactNode, RefObject } from 'react';
import { formatDateTime, formatRelativeTime } from '../../../lib/time';
import { SearchForm } from '../components/search-form';
import { EXPLORE_DEFAULT_QUERY, GETTING_STARTED_QUERY, POPULAR_SEARCHES } from './explorer-queries';
import type { RecentSearch } from './recent-searches';
import { useT } from '../../../lib/i18n/i18n';

const listButton =
  'flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-300 dark:hover:bg-slate-800';

export function ExplorerHome({
  text,
  onTextChange,
  onSearch,
  recent,
  inputRef,
}: {
  text: string;
  onTextChange: (text: string) => void;
  onSearch: (query: string) => void;
  recent: readonly RecentSearch[];
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const popularId = useId();
  const recentId = useId();
  // Back from the results lands here, on the search box.
  useEffect(() => {
    inputRef.current?.focus();
  }, [inputRef]);

  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('search.explorerIntro')}</p>
        <SearchForm value={text} onChange={onTextChange} onSubmit={onSearch} inputRef={inputRef} />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <QuickAction
          icon={<CompassIcon className="size-4" aria-hidden="true" />}
          title={t('search.explorePlatform')}
          detail={t('search.explorePlatformHint')}
          onClick={() => onSearch(text.trim() || t(EXPLORE_DEFAULT_QUERY))}
        />
        <QuickAction
          icon={<RocketIcon className="size-4" aria-hidden="true" />}
          title={t('search.gettingStarted')}
          detail={t('search.gettingStartedHint')}
          onClick={() => onSearch(t(GETTING_STARTED_QUERY))}
        />
      </div>
      <section aria-labelledby={popularId}>
        <h3 id={popularId} className="mb-1 text-sm font-semibold">
          {t('search.popular')}
        </h3>
        <ul>
          {POPULAR_SEARCHES.map((query) => (
            <li key={query}>
              <button type="button" className={listButton} onClick={() => onSearch(t(query))}>
                <TrendingUpIcon className="size-4 shrink-0 text-primary-600" aria-hidden="true" />
                {t(query)}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {recent.length > 0 ? (
        <section aria-labelledby={recentId}>
          <h3 id={recentId} className="mb-1 text-sm font-semibold">
            {t('search.recent')}
          </h3>
          <ul>
            {recent.map((item) => (
              <li key={item.id}>
                <button type="button" className={listButton} onClick={() => onSearch(item.query)}>
                  <ClockIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{item.query}</span>
                  <time
                    dateTime={item.timestamp}
                    title={formatDateTime(item.timestamp)}
                    className="shrink-0 text-xs text-slate-600 dark:text-slate-400"
                  >
                    {formatRelativeTime(item.timestamp)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function QuickAction({
  icon,
  title,
  detail,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-xl border border-slate-200 p-3 text-left hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600 dark:border-slate-800 dark:hover:border-primary-700 dark:hover:bg-primary-950"
    >
      <span className="flex items-center gap-2 text-sm font-semibold text-primary-700 dark:text-primary-300">
        {icon}
        {title}
      </span>
      <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">{detail}</span>
    </button>
  );
}
