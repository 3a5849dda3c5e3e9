import { LANGUAGES } from '@atelier/contract';
import type { Preferences } from '@atelier/contract';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import SlidersHorizontalIcon from 'lucide-react/icons/sliders-horizontal';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { inputClasses } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { setThemePreview } from '../../../lib/theme';
import { useFlash } from '../../../lib/use-flash';
import { useUpdatePreferences } from '../api/update-preferences';
import { errorMessage } from '../../../lib/error-message';
import { CardTitle } from '../../../components/ui/page-header';
import { ThemePicker } from './theme-picker';

const LANGUAGE_NAMES: Record<Preferences['language'], string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
};

type Toggle =
  'email_notifications' | 'push_notifications' | 'marketing_emails' | 'analytics_tracking';

const TOGGLES: { key: Toggle; label: string; description: string }[] = [
  {
    key: 'email_notifications',
    label: 'Email notifications',
    description: 'Account and billing news by email.',
  },
  {
    key: 'push_notifications',
    label: 'Push notifications',
    description: 'Alerts in your browser when a long job finishes.',
  },
  {
    key: 'marketing_emails',
    label: 'Marketing emails',
    description: 'Product news and offers, now and then.',
  },
  {
    key: 'analytics_tracking',
    label: 'Usage analytics',
    description: 'Share anonymous usage data to help us improve.',
  },
];

export function PreferencesCard({ saved }: { saved: Preferences }) {
  const update = useUpdatePreferences();
  const savedBadge = useFlash<true>();
  const [draft, setDraft] = useState(saved);
  const languageId = useId();
  const changed = (Object.keys(saved) as (keyof Preferences)[]).some(
    (key) => draft[key] !== saved[key],
  );

  // The theme shows at once, before it is saved; leaving the page unsaved goes back to the saved one.
  useEffect(() => setThemePreview(draft.theme), [draft.theme]);
  useEffect(() => () => setThemePreview(null), []);

  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(draft, { onSuccess: () => savedBadge.show(true) });
  };

  return (
    <Card>
      <CardTitle
        icon={<SlidersHorizontalIcon className="size-5" aria-hidden="true" />}
        title="Preferences"
        description="Notifications, appearance and language."
      />
      <form onSubmit={submit} className="mt-6 space-y-6">
        <section aria-label="Notifications" className="space-y-4">
          {TOGGLES.map((toggle) => (
            <Switch
              key={toggle.key}
              label={toggle.label}
              description={toggle.description}
              checked={draft[toggle.key]}
              onCheckedChange={(checked) => set(toggle.key, checked)}
            />
          ))}
        </section>
        <div className="border-t border-slate-100 pt-6 dark:border-slate-800">
          <ThemePicker value={draft.theme} onChange={(theme) => set('theme', theme)} />
        </div>
        <div>
          <label
            htmlFor={languageId}
            className="block text-sm font-medium text-slate-900 dark:text-slate-100"
          >
            Language
          </label>
          <select
            id={languageId}
            value={draft.language}
            onChange={(event) => set('language', event.target.value as Preferences['language'])}
            className={`${inputClasses} mt-1.5 sm:max-w-xs`}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </div>
        {update.isError ? (
          <Alert tone="error">
            {errorMessage(update.error, 'Your settings could not be saved.')}
          </Alert>
        ) : null}
        <div className="flex items-center justify-end gap-3">
          {/* Always present, so screen readers announce the badge when it appears. */}
          <span role="status">
            {savedBadge.value ? (
              <Badge tone="success">
                <CircleCheckIcon className="mr-1 size-3.5" aria-hidden="true" />
                Settings Saved
              </Badge>
            ) : null}
          </span>
          <Button type="submit" disabled={!changed || update.isPending}>
            {update.isPending ? 'Saving...' : 'Save preferences'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
