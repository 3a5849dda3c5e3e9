import CopyIcon from 'lucide-react/icons/copy';
import DownloadIcon from 'lucide-react/icons/download';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { useState } from 'react';
import { useSite } from '../../../app/site';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import type { Translate } from '../../../lib/i18n/i18n';
import { saveFile } from '../../../lib/save-file';
import { useAuth } from '../../../kits/session/auth-context';

/** The downloaded file, in the interface language. */
function fileText(t: Translate, brand: string, email: string, codes: readonly string[]): string {
  return [
    t('security.recoveryFileTitle', { brand, email }),
    t('security.recoveryFileSaved', { date: new Date().toISOString().slice(0, 10) }),
    '',
    t('security.recoveryFileHint'),
    t('security.recoveryFileKeepSafe'),
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The recovery codes, shown once, with ways to keep them. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { brand_name } = useSite();
  const { user } = useAuth();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const t = useT();
  const text = fileText(t, brand_name, user?.email ?? '', codes);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const download = () => {
    const brand = brand_name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    saveFile(new Blob([text], { type: 'text/plain' }), t('security.recoveryFileName', { brand }));
  };

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <strong>{t('security.storeCodesNow')}</strong> {t('security.storeCodesDetail')}
        </p>
      </div>
      <ul
        aria-label={t('security.recoveryCodes')}
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-4 font-mono text-sm text-slate-900 dark:bg-slate-950 dark:text-slate-100"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <CopyIcon className="size-4" aria-hidden="true" />
          {copyState === 'copied' ? t('security.copied') : t('security.copy')}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          <DownloadIcon className="size-4" aria-hidden="true" />
          {t('security.downloadTxt')}
        </Button>
        {copyState === 'failed' ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {/* Spec part 2, section 8: the copy failure text. */}
            {t('security.copyFailed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
