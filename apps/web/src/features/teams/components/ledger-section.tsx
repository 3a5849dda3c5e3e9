import FileDownIcon from 'lucide-react/icons/file-down';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../lib/i18n/i18n';
import { useDownloadTeamLedger } from '../api/download-team-ledger';
import { useTeamLedger } from '../api/get-team-ledger';
import { LedgerPager } from './ledger-pager';
import { LedgerTable } from './ledger-table';
import { ListStatus } from './list-status';
import { WalletSection } from './wallet-section';

/** How far back the history reaches; the first is the server's default, as on the billing page. */
const DAY_CHOICES = [7, 30, 90, 365] as const;

/**
 * The wallet's history (owners and admins): the last few days a page at a time, and the same days
 * as a CSV file.
 */
export function LedgerSection({ teamId }: { teamId: string }) {
  const t = useT();
  const [days, setDays] = useState<number>(DAY_CHOICES[0]);
  const [page, setPage] = useState(1);
  const ledger = useTeamLedger(teamId, { page, days });
  const download = useDownloadTeamLedger(teamId);
  const entries = ledger.data?.history ?? [];
  const totalPages = ledger.data?.total_pages ?? 0;
  // Within 1..total_pages, as the personal history turns its pages.
  const turnTo = (next: number) => setPage(Math.min(Math.max(next, 1), Math.max(totalPages, 1)));

  return (
    <WalletSection
      title={t('teams.ledger')}
      description={t('teams.ledgerIntro')}
      actions={
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={download.isPending}
          onClick={() => download.mutate(days)}
        >
          <FileDownIcon className="size-4" aria-hidden="true" />
          {t('teams.downloadCsv')}
        </Button>
      }
    >
      <div className="sm:w-56">
        <SelectField
          label={t('teams.period')}
          value={String(days)}
          options={DAY_CHOICES.map((count) => ({
            value: String(count),
            label: t('teams.lastDays', { count }),
          }))}
          onChange={(value) => {
            setDays(Number(value));
            setPage(1);
          }}
        />
      </div>
      {download.isError ? <Alert tone="error">{t('teams.downloadFailed')}</Alert> : null}
      {entries.length === 0 || ledger.isError ? (
        <ListStatus
          query={ledger}
          loading={t('teams.loadingLedger')}
          failed={t('teams.ledgerFailed')}
          empty={t('teams.noLedger')}
        />
      ) : (
        <LedgerTable entries={entries} />
      )}
      <LedgerPager page={page} totalPages={totalPages} onPage={turnTo} />
    </WalletSection>
  );
}
