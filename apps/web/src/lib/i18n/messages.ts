/**
 * The interface's messages at run time: a reader of the catalogues the Vite plugin compiles with
 * Lingui's compiler (message-catalogues.ts), in place of Lingui's runtime, which cost the landing
 * page's first load 2 kB more (ADR 026). Compiled form: a text, or a list of texts and
 * placeholders `[name]`, `[name, 'plural' | 'selectordinal' | 'select', cases]`, `[name, 'number',
 * style?]`; `#` in a plural's case is its number.
 */
type Token = string | [name: string, type?: string, format?: unknown];
export type CompiledMessage = string | Token[];
export type Messages = Record<string, CompiledMessage>;

const catalogues: Record<string, Messages> = {};
let locale = '';
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};

/** Ids asked for while the active language did not have them (shown as the id meanwhile). */
const missing = new Set<string>();

/**
 * Adds messages to a language's (a page's own first, the whole catalogue later). Translated
 * components re-render only when something they show changes: an id asked for while missing, or a
 * text that differs. The whole catalogue arriving after a prerendered page's own messages brings
 * the same texts for what is on screen, and re-rendering the page for it cost the visitor's first
 * action its response time (issue 48).
 */
export function loadMessages(language: string, messages: Messages): void {
  const before = catalogues[language] ?? {};
  catalogues[language] = { ...before, ...messages };
  if (language !== locale) return;
  const shownChanges = Object.keys(messages).some((id) =>
    id in before ? JSON.stringify(before[id]) !== JSON.stringify(messages[id]) : missing.has(id),
  );
  if (shownChanges) changed();
}

export function activateMessages(language: string): void {
  locale = language;
  changed();
}

/** The active language, '' before any is active. */
export function messagesLocale(): string {
  return locale;
}

/** The active language's messages (the prerendering writes a page's into its HTML). */
export function activeMessages(): Messages {
  return catalogues[locale] ?? {};
}

export function hasMessage(id: string): boolean {
  const found = id in (catalogues[locale] ?? {});
  if (!found) missing.add(id);
  return found;
}

/** The names of the values the message `id` takes, in the active language. */
export function messageNames(id: string): string[] {
  const names = new Set<string>();
  const visit = (message: CompiledMessage | undefined) => {
    if (message === undefined || typeof message === 'string') return;
    for (const token of message) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      names.add(name);
      if (type === 'plural' || type === 'selectordinal' || type === 'select') {
        for (const choice of Object.values(format as Record<string, CompiledMessage>)) {
          if (Array.isArray(choice)) visit(choice);
        }
      }
    }
  };
  visit(catalogues[locale]?.[id]);
  return [...names];
}

/** Changes with every load and switch, for React to know when to read the messages again. */
export function messagesVersion(): number {
  return version;
}

/** Calls the listener whenever messages load or the language changes; returns its removal. */
export function onMessagesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let used: Set<string> | null = null;

/** From now on, notes every id formatted (the prerendering: a page carries what it showed). */
export function noteUsedMessages(): Set<string> {
  used = new Set();
  return used;
}

/** The message `id` in the active language with its values; the id itself when it is missing. */
export function formatMessage(id: string, values: Record<string, unknown> = {}): string {
  used?.add(id);
  const message = catalogues[locale]?.[id];
  if (message === undefined) {
    missing.add(id);
    return id;
  }
  return render(message, values);
}

const pluralRules = new Map<string, Intl.PluralRules>();

function plural(value: number, type: string): string {
  const key = `${locale}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' });
    pluralRules.set(key, rules);
  }
  return rules.select(value);
}

function render(message: CompiledMessage, values: Record<string, unknown>, count?: string): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...cases } = format as Record<string, CompiledMessage> & {
        offset?: number;
      };
      const number = Number(value) - Number(offset);
      const chosen = cases[String(value)] ?? cases[plural(number, type)] ?? cases.other ?? '';
      text += render(chosen, values, new Intl.NumberFormat(locale).format(number));
    } else if (type === 'select') {
      const cases = format as Record<string, CompiledMessage>;
      text += render(cases[String(value)] ?? cases.other ?? '', values, count);
    } else if (type === 'number') {
      const style = format === undefined ? undefined : { style: format as 'percent' };
      text += new Intl.NumberFormat(locale, style).format(Number(value));
    } else if (typeof value === 'string' || typeof value === 'number') {
      text += String(value);
    }
  }
  return text;
}
