import { useState } from 'react';
import { SearchForm } from './search-form';

/**
 * The search box of a page whose query lives in its address: it starts from the address's `q`
 * (render it with key={q}, so Back and Forward refill it) and submits to the caller.
 */
export function QueryForm({
  initial,
  onSubmit,
  placeholder,
  className,
}: {
  initial: string;
  onSubmit: (query: string) => void;
  placeholder?: string;
  className?: string;
}) {
  const [text, setText] = useState(initial);
  return (
    <SearchForm
      value={text}
      onChange={setText}
      onSubmit={onSubmit}
      placeholder={placeholder}
      className={className}
    />
  );
}
