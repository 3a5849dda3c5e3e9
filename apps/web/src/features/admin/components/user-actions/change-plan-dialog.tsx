import { ADMIN_MESSAGES, PLAN_IDS, parseAdminPlan } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { useUpdateUserSubscription } from '../../api/update-subscription';
import { displayName } from './managed-user';
import type { ManagedUser } from './managed-user';

/**
 * Spec part 2, section 5: the plan is typed, as the original's prompt had it; lower-cased it must
 * be one of the four, else the spec's alert. Mounted while open, so each opening starts afresh.
 */
export function ChangePlanDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const update = useUpdateUserSubscription();
  const [value, setValue] = useState<string>(user.subscription_plan);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const plan = parseAdminPlan(value);
    setInvalid(plan === null);
    if (!plan) return;
    update.mutate(
      { userId: user.id, plan },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.subscriptionUpdated);
          onClose();
        },
        onError: (error) =>
          toast.error(
            `Failed to update subscription: ${errorMessage(error, error.message || 'Unknown error')}`,
          ),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title="Change plan"
      description={`Enter the new plan for ${displayName(user)}: ${PLAN_IDS.join(', ')}.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {invalid ? <Alert tone="error">{ADMIN_MESSAGES.invalidPlan}</Alert> : null}
        <Field
          label="Plan"
          autoFocus
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={update.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update plan'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
