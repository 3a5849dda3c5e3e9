import { AdminCreditsBody } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { errorMessage } from '../../../../lib/error-message';
import { formatCredits } from '../../../../lib/format';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { toast } from '../../../../lib/toast';
import { useAdjustUserCredits } from '../../api/adjust-credits';
import { displayName } from './managed-user';
import type { ManagedUser } from './managed-user';

type Errors = Partial<Record<'amount' | 'reason', string>>;

/** Grants or deducts credits with a reason; the answer's balance is shown in the toast. */
export function AdjustCreditsDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const adjust = useAdjustUserCredits();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // One key per change: a retry after a lost answer sends the same one and is applied once; an
  // edited amount or reason is another change and gets a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const edit = (set: (text: string) => void) => (text: string) => {
    set(text);
    setIdempotencyKey(newIdempotencyKey());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = AdminCreditsBody.safeParse({
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      reason,
    });
    if (!checked.success) {
      const next: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'amount' || field === 'reason') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    adjust.mutate(
      { userId: user.id, body: checked.data, idempotencyKey },
      {
        onSuccess: (answer) => {
          toast.success(`${answer.message}. New balance: ${formatCredits(answer.balance)} credits`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !adjust.isPending) onClose();
      }}
      title="Adjust credits"
      description={`Add credits to ${displayName(user)}'s balance, or deduct them with a negative amount.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {adjust.isError ? (
          <Alert tone="error">
            {errorMessage(adjust.error, 'Could not adjust the credits. Please try again.')}
          </Alert>
        ) : null}
        <Field
          label="Amount"
          type="number"
          inputMode="decimal"
          step="0.0001"
          hint="For example 25 or -2.5. Up to 4 decimals."
          autoFocus
          value={amount}
          error={errors.amount}
          onChange={(event) => edit(setAmount)(event.target.value)}
        />
        <TextareaField
          label="Reason"
          hint="Kept in the user's credit history and the audit log."
          maxLength={500}
          value={reason}
          error={errors.reason}
          onChange={(event) => edit(setReason)(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={adjust.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={adjust.isPending}>
            {adjust.isPending ? 'Saving...' : 'Adjust credits'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
