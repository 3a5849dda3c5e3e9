import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface TabDefinition<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
  content: () => ReactNode;
}

/**
 * WAI-ARIA tabs (arrow keys, Home, End). A panel mounts the first time it is opened and then stays
 * mounted, hidden, so work in one tab (a running generation, a half-filled form) survives a
 * look at another.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: readonly TabDefinition<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const baseId = useId();
  const [opened, setOpened] = useState<ReadonlySet<T>>(() => new Set([value]));
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  // Also when the parent changes the tab (a prompt handed to another tool).
  if (!opened.has(value)) setOpened(new Set([...opened, value]));

  const select = (next: T) => {
    onChange(next);
    buttons.current.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(tabs[target].value);
  };

  const fewTabs = tabs.length <= 3;

  return (
    <div>
      {tabs.length > 1 ? (
        <div
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className={clsx(
            'gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800',
            // A tool's few tabs share a phone's width, a long label on two lines; many tabs
            // (the admin portal's) scroll sideways instead.
            fewTabs ? 'grid auto-cols-fr grid-flow-col sm:flex' : 'flex overflow-x-auto',
          )}
        >
          {tabs.map((tab) => (
            <button
              key={tab.value}
              ref={(node) => {
                if (node) buttons.current.set(tab.value, node);
                else buttons.current.delete(tab.value);
              }}
              id={`${baseId}-tab-${tab.value}`}
              type="button"
              role="tab"
              aria-selected={tab.value === value}
              aria-controls={`${baseId}-panel-${tab.value}`}
              tabIndex={tab.value === value ? 0 : -1}
              onClick={() => onChange(tab.value)}
              className={clsx(
                'inline-flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-semibold transition-colors sm:px-4',
                fewTabs
                  ? 'justify-center text-center sm:justify-start sm:whitespace-nowrap'
                  : 'shrink-0 whitespace-nowrap',
                'focus-visible:outline-2 focus-visible:outline-primary-600',
                'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-100',
                'aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm dark:aria-selected:bg-slate-950 dark:aria-selected:text-slate-100',
              )}
            >
              {/* On a phone the labels alone. */}
              {tab.icon ? <span className="hidden sm:contents">{tab.icon}</span> : null}
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}
      {tabs.map((tab) =>
        opened.has(tab.value) ? (
          <div
            key={tab.value}
            id={`${baseId}-panel-${tab.value}`}
            role={tabs.length > 1 ? 'tabpanel' : undefined}
            aria-labelledby={tabs.length > 1 ? `${baseId}-tab-${tab.value}` : undefined}
            hidden={tab.value !== value}
            className={tabs.length > 1 ? 'mt-6' : undefined}
          >
            {tab.content()}
          </div>
        ) : null,
      )}
    </div>
  );
}
