import { TRANSLATION_LANGUAGES } from '@atelier/contract';
import type { TranslationLanguage } from '@atelier/contract';
import LanguagesIcon from 'lucide-react/icons/languages';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { inputClasses } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useLanguage, useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { useTextProviders } from '../api/get-text-providers';
import { translate } from '../api/translate';
import { CopyButton } from '../../../components/ui/copy-button';
import { languageName } from './language-name';

const SOURCE_LANGUAGE: TranslationLanguage = 'English';

export interface TranslateSelectProps {
  /** The text to translate; a new text clears the translation of the old one. */
  text: string;
  label?: string;
  /** Hears each new translation, and null when it is cleared. */
  onTranslated?: (translated: string | null, language: TranslationLanguage) => void;
  /** The toast after copying the translation. */
  copiedMessage?: string;
}

interface Translation {
  language: TranslationLanguage;
  text: string;
}

/**
 * A language select under a result. Choosing a language other than English translates the text
 * and shows the translation; choosing English clears it (spec part 1, section 4). A new text
 * starts over in English.
 */
export function TranslateSelect(props: TranslateSelectProps) {
  return <TranslateControl key={props.text} {...props} />;
}

function TranslateControl({ text, label, onTranslated, copiedMessage }: TranslateSelectProps) {
  const t = useT();
  const interfaceLanguage = useLanguage();
  // Mid-sentence as the language writes it ("al español"); alone, capitalised ("Español").
  const nameOf = (name: TranslationLanguage) => languageName(name, interfaceLanguage);
  const titleOf = (name: TranslationLanguage) => {
    const text = nameOf(name);
    return text.charAt(0).toLocaleUpperCase(interfaceLanguage) + text.slice(1);
  };
  const selectId = useId();
  const hintId = useId();
  const providers = useTextProviders();
  const unavailable = providers.data?.translation_available === false;

  const [language, setLanguage] = useState<TranslationLanguage>(SOURCE_LANGUAGE);
  const [translation, setTranslation] = useState<Translation | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The request in flight: a newer choice, or leaving, drops its answer.
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const choose = async (next: TranslationLanguage) => {
    inFlight.current?.abort();
    setLanguage(next);
    setError(null);
    setTranslation(null);
    if (next === SOURCE_LANGUAGE) {
      setPending(false);
      onTranslated?.(null, next);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setPending(true);
    try {
      const answer = await translate({ text, target_language: next }, controller.signal);
      if (controller.signal.aborted) return;
      setTranslation({ language: next, text: answer.translated_text });
      setPending(false);
      onTranslated?.(answer.translated_text, next);
      toast.success(t('creation.translated', { language: nameOf(next) }));
    } catch (caught) {
      if (controller.signal.aborted) return;
      // Back to English, so choosing the same language again retries.
      setLanguage(SOURCE_LANGUAGE);
      setPending(false);
      setError(errorMessage(caught, t('creation.translationFailed')));
      toast.error(t('creation.translationFailed'));
    }
  };

  return (
    <div className="space-y-3">
      <div>
        <label
          htmlFor={selectId}
          className="flex items-center gap-1.5 text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          <LanguagesIcon className="size-4" aria-hidden="true" />
          {label ?? t('creation.translateTo')}
        </label>
        <select
          id={selectId}
          value={language}
          disabled={unavailable || pending || !text.trim()}
          aria-describedby={unavailable ? hintId : undefined}
          onChange={(event) => void choose(event.target.value as TranslationLanguage)}
          className={`${inputClasses} mt-1.5 sm:max-w-xs`}
        >
          {TRANSLATION_LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {option === SOURCE_LANGUAGE
                ? t('creation.originalLanguage', { language: titleOf(option) })
                : titleOf(option)}
            </option>
          ))}
        </select>
        {unavailable ? (
          <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
            {t('api.generation.translationUnavailable')}
          </p>
        ) : null}
      </div>

      {pending ? (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
        >
          <Spinner size="sm" />
          {t('creation.translating', { language: nameOf(language) })}
        </p>
      ) : null}

      {error ? <Alert tone="error">{error}</Alert> : null}

      {translation && !pending ? (
        <section
          aria-label={t('creation.translation', { language: nameOf(translation.language) })}
          className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950"
        >
          <div className="flex items-center justify-between gap-3">
            <h4 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
              {titleOf(translation.language)}
            </h4>
            <CopyButton
              text={translation.text}
              copiedMessage={copiedMessage ?? t('creation.copied')}
            >
              {t('creation.copyTranslation')}
            </CopyButton>
          </div>
          <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800 dark:text-slate-200">
            {translation.text}
          </p>
        </section>
      ) : null}
    </div>
  );
}
