import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';

/** A list's own words, translated by its card. */
export interface ListTexts {
  /** "Loading API keys..." */
  loading: string;
  /** "Could not load your API keys." */
  failed: string;
  /** Said when the list loaded with nothing in it. */
  empty: string;
}

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** What a list shows before it has rows: loading, a failure with Try again, or that it is empty. */
export function ListStatus({ query, texts }: { query: ListQuery; texts: ListTexts }) {
  const t = useT();
  if (query.isPending) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{texts.loading}</p>;
  }
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{texts.failed}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t('developer.tryAgain')}
        </Button>
      </Alert>
    );
  }
  return <p className="text-sm text-slate-600 dark:text-slate-400">{texts.empty}</p>;
}

/** A card's items, each named for screen readers, or the line that stands in for them. */
export function ItemList<Item extends { id: string }>({
  query,
  items,
  texts,
  nameOf,
  children,
}: {
  query: ListQuery;
  items: readonly Item[];
  /** `list` names the list for screen readers: "Your API keys". */
  texts: ListTexts & { list: string };
  nameOf: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <ListStatus query={query} texts={texts} />;
  return (
    <ul aria-label={texts.list} className="space-y-3">
      {items.map((item) => (
        <li key={item.id} aria-label={nameOf(item)}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
