import { TeamTransferBody } from '@atelier/contract';
import type { Team } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { formatCredits, formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../kits/session/auth-context';
import { useTransferCredits } from '../api/transfer-credits';
import { WalletSection } from './wallet-section';

/** The contract's bounds of one move, for the message that states them. */
const MAX_MOVE = 1_000_000;

/**
 * Credits from the person's own balance into the team's wallet. The amount is checked with the
 * contract's schema and against the balance shown; the server still has the last word (402) when
 * the balance changed meanwhile.
 */
export function MoveCreditsForm({ team }: { team: Team }) {
  const t = useT();
  const { user } = useAuth();
  const transfer = useTransferCredits(team.id);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const balance = user?.credits ?? 0;

  const check = (text: string): string | undefined => {
    if (text.trim() === '') return t('teams.moveAmountRequired');
    const credits = Number(text);
    if (!TeamTransferBody.safeParse({ amount: credits }).success) {
      return t('teams.moveAmountInvalid', {
        min: formatCredits(0.01),
        max: formatNumber(MAX_MOVE),
      });
    }
    if (credits > balance)
      return t('teams.moveMoreThanBalance', { credits: formatCredits(balance) });
    return undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(amount);
    setError(problem);
    if (problem) return;
    const moved = Number(amount);
    transfer.mutate(
      { amount: moved },
      {
        onSuccess: () => {
          setAmount('');
          toast.success(t('teams.moved', { credits: formatCredits(moved), team: team.name }));
        },
      },
    );
  };

  return (
    <WalletSection title={t('teams.moveCredits')} description={t('teams.moveCreditsIntro')}>
      <form noValidate onSubmit={submit} aria-label={t('teams.moveCredits')} className="space-y-4">
        {transfer.isError ? (
          <Alert tone="error">{errorMessage(transfer.error, t('teams.moveFailed'))}</Alert>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field
            className="sm:w-64"
            label={t('teams.moveAmount')}
            hint={t('teams.yourBalance', { credits: formatCredits(balance) })}
            type="number"
            inputMode="decimal"
            min={0.01}
            max={MAX_MOVE}
            step="any"
            value={amount}
            error={error}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Button type="submit" className="sm:mt-7" disabled={transfer.isPending}>
            {transfer.isPending ? t('teams.moving') : t('teams.move')}
          </Button>
        </div>
      </form>
    </WalletSection>
  );
}
