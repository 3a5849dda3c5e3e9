import DownloadIcon from 'lucide-react/icons/download';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { saveFile } from '../../../lib/save-file';

/** The ten codes, shown once after enrolment, with ways to keep them. */
export function AdminRecoveryCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const download = () => {
    const text = [
      `Admin recovery codes for ${email}`,
      `Saved ${new Date().toISOString().slice(0, 10)}`,
      '',
      'Each code signs you in once in place of an MFA code.',
      '',
      ...codes,
      '',
    ].join('\n');
    saveFile(new Blob([text], { type: 'text/plain' }), 'admin-recovery-codes.txt');
  };

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <strong>Store these recovery codes now.</strong> They will not be shown again. Each one
          signs you in once if you lose your authenticator app.
        </p>
      </div>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-4 font-mono text-sm text-slate-900 dark:bg-slate-950 dark:text-slate-100"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} copiedMessage="Recovery codes copied to clipboard!">
          Copy codes
        </CopyButton>
        <Button variant="secondary" size="sm" onClick={download}>
          <DownloadIcon className="size-4" aria-hidden="true" />
          Download (.txt)
        </Button>
      </div>
    </div>
  );
}
