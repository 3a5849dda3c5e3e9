import { clsx } from 'clsx';
import SearchIcon from 'lucide-react/icons/search';
import { useId } from 'react';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';

export const SEARCH_LABEL = 'Search the platform';

/** A search box with its button, which stays disabled while the text is blank (spec). */
export function SearchForm({
  value,
  onChange,
  onSubmit,
  inputRef,
  placeholder = 'Search features, tools, workflows...',
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text, never blank. */
  onSubmit: (query: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  const query = value.trim();
  return (
    <form
      role="search"
      className={clsx('flex gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (query) onSubmit(query);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {SEARCH_LABEL}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        autoComplete="off"
        maxLength={500}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(inputClasses, 'min-w-0 flex-1')}
      />
      <Button type="submit" disabled={!query} aria-label="Search">
        <SearchIcon className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">Search</span>
      </Button>
    </form>
  );
}
