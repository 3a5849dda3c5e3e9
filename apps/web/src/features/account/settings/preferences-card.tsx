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
import { LANGUAGE_NAMES, useT } from '../../../lib/i18n/i18n';
import { setThemePreview } from '../../../lib/theme';
import { useFlash } from '../../../lib/use-flash';
import { useUpdatePreferences } from '../api/update-preferences';
import { errorMessage } from '../../../lib/error-message';
import { CardTitle } from '../../../components/ui/page-header';
import { ThemePicker } from './theme-picker';

type Toggle =
  'email_notifications' | 'push_notifications' | 'marketing_emails' | 'analytics_tracking';

// Message ids (src/locales).
const TOGGLES: { key: Toggle; label: string; description: string }[] = [
  {
    key: 'email_notifications',
    label: 'preferences.emailNotifications',
    description: 'preferences.emailNotificationsHint',
  },
  {
    key: 'push_notifications',
    label: 'preferences.pushNotifications',
    description: 'preferences.pushNotificationsHint',
  },
  {
    key: 'marketing_emails',
    label: 'preferences.marketingEmails',
    description: 'preferences.marketingEmailsHint',
  },
  {
    key: 'analytics_tracking',
    label: 'preferences.analytics',
    description: 'preferences.analyticsHint',
  },
];

export function PreferencesCard({ saved }: { saved: Preferences }) {
  const update = useUpdatePreferences();
  const savedBadge = useFlash<true>();
  const [draft, setDraft] = useState(saved);
  const languageId = useId();
  const t = useT();
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
        title={t('preferences.title')}
        description={t('preferences.description')}
      />
      <form onSubmit={submit} className="mt-6 space-y-6">
        <section aria-label={t('preferences.notifications')} className="space-y-4">
          {TOGGLES.map((toggle) => (
            <Switch
              key={toggle.key}
              label={t(toggle.label)}
              description={t(toggle.description)}
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
            {t('preferences.language')}
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
          <Alert tone="error">{errorMessage(update.error, t('preferences.notSaved'))}</Alert>
        ) : null}
        <div className="flex items-center justify-end gap-3">
          {/* Always present, so screen readers announce the badge when it appears. */}
          <span role="status">
            {savedBadge.value ? (
              <Badge tone="success">
                <CircleCheckIcon className="mr-1 size-3.5" aria-hidden="true" />
                {t('preferences.saved')}
              </Badge>
            ) : null}
          </span>
          <Button type="submit" disabled={!changed || update.isPending}>
            {t(update.isPending ? 'preferences.saving' : 'preferences.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
