import { clsx } from 'clsx';
import SearchIcon from 'lucide-react/icons/search';
import { useId } from 'react';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n/i18n';

/** A search box with its button, which stays disabled while the text is blank (spec). */
export function SearchForm({
  value,
  onChange,
  onSubmit,
  inputRef,
  placeholder,
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
  const t = useT();
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
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        autoComplete="off"
        maxLength={500}
        value={value}
        placeholder={placeholder ?? t('search.placeholder')}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(inputClasses, 'min-w-0 flex-1')}
      />
      <Button type="submit" disabled={!query} aria-label={t('search.search')}>
        <SearchIcon className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">{t('search.search')}</span>
      </Button>
    </form>
  );
}
