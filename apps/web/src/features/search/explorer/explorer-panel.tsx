import CompassIcon from 'lucide-react/icons/compass';
import LockIcon from 'lucide-react/icons/lock';
import Maximize2Icon from 'lucide-react/icons/maximize-2';
import Minimize2Icon from 'lucide-react/icons/minimize-2';
import XIcon from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchMutation } from '../api/search-platform';
import { ExplorerHome } from './explorer-home';
import { ExplorerResults } from './explorer-results';
import { PANEL_POSITION } from './panel-position';
import { useRecentSearches } from './recent-searches';
import { useT } from '../../../lib/i18n/i18n';

const headerButton =
  'flex size-8 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-300 dark:hover:bg-slate-800';

export interface ExplorerPanelProps {
  id: string;
  userId: string;
  /** Changes when the search box should take the focus (opening, a shortcut). */
  focusRequest: number;
  minimized: boolean;
  onToggleMinimized: () => void;
  onClose: () => void;
  /** A result's View link opened a page of this app. */
  onNavigate: () => void;
}

/** The floating panel: a home view of suggestions, and a results view. Not modal. */
export default function ExplorerPanel({
  id,
  userId,
  focusRequest,
  minimized,
  onToggleMinimized,
  onClose,
  onNavigate,
}: ExplorerPanelProps) {
  const t = useT();
  const titleId = useId();
  const [text, setText] = useState('');
  const [showResults, setShowResults] = useState(false);
  const search = useSearchMutation();
  const { recent, remember } = useRecentSearches(userId);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, [focusRequest]);

  const run = (query: string) => {
    setText(query);
    setShowResults(true);
    remember(query);
    search.mutate(query);
  };
  const back = () => {
    setText('');
    setShowResults(false);
    search.reset();
  };

  return (
    <section id={id} role="dialog" aria-labelledby={titleId} className={PANEL_POSITION}>
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <CompassIcon className="size-5 text-primary-600 dark:text-primary-400" aria-hidden="true" />
        <h2 id={titleId} className="flex-1 font-semibold">
          {t('search.explorer')}
        </h2>
        <button
          type="button"
          aria-label={minimized ? t('search.maximize') : t('search.minimize')}
          onClick={onToggleMinimized}
          className={headerButton}
        >
          {minimized ? (
            <Maximize2Icon className="size-4" aria-hidden="true" />
          ) : (
            <Minimize2Icon className="size-4" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          aria-label={t('search.close')}
          onClick={onClose}
          className={headerButton}
        >
          <XIcon className="size-4" aria-hidden="true" />
        </button>
      </header>
      <div hidden={minimized} className="min-h-0 flex-1 overflow-y-auto p-4">
        {showResults ? (
          <ExplorerResults
            search={search}
            text={text}
            onTextChange={setText}
            onSearch={run}
            onBack={back}
            onNavigate={onNavigate}
            inputRef={inputRef}
          />
        ) : (
          <ExplorerHome
            text={text}
            onTextChange={setText}
            onSearch={run}
            recent={recent}
            inputRef={inputRef}
          />
        )}
      </div>
      <footer
        hidden={minimized}
        className="flex items-center justify-center gap-1.5 border-t border-slate-200 px-4 py-2 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400"
      >
        <LockIcon className="size-3.5" aria-hidden="true" />
        {t('search.securePrivate')}
      </footer>
    </section>
  );
}
