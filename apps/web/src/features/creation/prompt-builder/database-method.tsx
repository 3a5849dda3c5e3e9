import type { PromptDatabaseEntry } from '@atelier/contract';
import SearchIcon from 'lucide-react/icons/search';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { usePromptDatabase } from '../api/get-prompt-database';
import { SelectField } from '../../../components/ui/select-field';
import type { BuilderResult, PromptFormat } from './builder-types';

const ANY = '';

/**
 * Browses the prompt database by category, tool and search text (blank text searches nothing),
 * showing the entries for the chosen format.
 */
export function DatabaseMethod({
  format,
  onResult,
}: {
  format: PromptFormat;
  onResult: (result: BuilderResult) => void;
}) {
  const t = useT();
  const [category, setCategory] = useState(ANY);
  const [tool, setTool] = useState(ANY);
  const [searchText, setSearchText] = useState('');
  const [q, setQ] = useState('');
  const database = usePromptDatabase({ category, tool, q });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(searchText.trim());
  };

  const use = (entry: PromptDatabaseEntry) => {
    onResult({ text: entry.prompt, method: 'database' });
    toast.success(t('promptBuilder.databaseCopied'));
  };

  const entries = (database.data?.prompts ?? []).filter((entry) => entry.format === format);
  // The chosen filter stays listed even if an answer leaves it out.
  const options = (values: readonly string[] | undefined, chosen: string, all: string) => [
    { value: ANY, label: all },
    ...[...new Set([...(values ?? []), ...(chosen ? [chosen] : [])])].map((value) => ({
      value,
      label: value,
    })),
  ];

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('promptBuilder.category')}
          value={category}
          onChange={setCategory}
          options={options(database.data?.categories, category, t('promptBuilder.allCategories'))}
        />
        <SelectField
          label={t('promptBuilder.tool')}
          value={tool}
          onChange={setTool}
          options={options(database.data?.tools, tool, t('promptBuilder.allTools'))}
        />
      </div>
      <form role="search" onSubmit={search} className="flex items-end gap-2">
        <Field
          label={t('promptBuilder.searchPrompts')}
          className="flex-1"
          type="search"
          value={searchText}
          maxLength={200}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          <SearchIcon className="size-4" aria-hidden="true" />
          {t('promptBuilder.search')}
        </Button>
      </form>

      {database.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" /> {t('promptBuilder.loadingPrompts')}
        </p>
      ) : null}
      {database.isError ? (
        <Alert tone="error">
          {errorMessage(database.error, t('promptBuilder.databaseFailed'))}
        </Alert>
      ) : null}
      {database.isSuccess && entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('promptBuilder.noMatches', { format })}
        </p>
      ) : null}

      <ul
        className="space-y-3"
        aria-label={t('promptBuilder.prompts')}
        aria-busy={database.isFetching}
      >
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="primary">{entry.category}</Badge>
              <Badge>{entry.tool}</Badge>
            </div>
            <p className="mt-2 text-sm text-slate-800 dark:text-slate-200">{entry.prompt}</p>
            {entry.tags.length > 0 ? (
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {entry.tags.map((tag) => `#${tag}`).join(' ')}
              </p>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              aria-label={t('promptBuilder.usePromptNamed', { prompt: entry.prompt.slice(0, 60) })}
              onClick={() => use(entry)}
            >
              {t('promptBuilder.usePrompt')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
