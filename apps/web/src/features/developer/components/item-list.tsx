import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** What a list shows before it has rows: loading, a failure with Try again, or that it is empty. */
export function ListStatus({
  query,
  what,
  empty,
}: {
  query: ListQuery;
  /** The list's name in the loading and failure lines: "API keys". */
  what: string;
  /** Said when the list loaded with nothing in it. */
  empty: string;
}) {
  if (query.isPending) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">Loading {what}...</p>;
  }
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>Could not load your {what}.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
}

/** A card's items, each named for screen readers, or the line that stands in for them. */
export function ItemList<Item extends { id: string }>({
  query,
  items,
  what,
  empty,
  nameOf,
  children,
}: {
  query: ListQuery;
  items: readonly Item[];
  what: string;
  empty: string;
  nameOf: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <ListStatus query={query} what={what} empty={empty} />;
  return (
    <ul aria-label={`Your ${what}`} className="space-y-3">
      {items.map((item) => (
        <li key={item.id} aria-label={nameOf(item)}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
