import { INVITE_ROLES, MAX_MEMBER_CAP } from '@atelier/contract';
import type { TeamMember } from '@atelier/contract';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { useUpdateMember } from '../api/update-member';
import type { MemberChange } from '../api/update-member';
import { parseCap } from '../caps';
import { ROLE_LABELS } from '../team-roles';

const asText = (cap: number | null) => (cap === null ? '' : String(cap));

/**
 * A member's role and daily and monthly caps; only what changed is sent. The owner's role is not
 * offered: ownership moves only by transfer. An admin editing themselves sees their caps but
 * cannot change them (the server answers 403): the owner or another admin sets them.
 */
export function EditMemberDialog({
  teamId,
  member,
  capsLocked = false,
  onClose,
}: {
  teamId: string;
  member: TeamMember;
  capsLocked?: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const formId = useId();
  const lockedId = useId();
  const update = useUpdateMember(teamId);
  const [role, setRole] = useState(member.role);
  const [daily, setDaily] = useState(asText(member.daily_cap));
  const [monthly, setMonthly] = useState(asText(member.monthly_cap));
  const [errors, setErrors] = useState<{ daily?: string; monthly?: string }>({});
  const locked = capsLocked ? { disabled: true, 'aria-describedby': lockedId } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dailyCap = parseCap(daily);
    const monthlyCap = parseCap(monthly);
    const invalid = t('teams.capInvalid', { max: formatNumber(MAX_MEMBER_CAP) });
    const next = {
      daily: dailyCap === undefined ? invalid : undefined,
      monthly: monthlyCap === undefined ? invalid : undefined,
    };
    setErrors(next);
    if (dailyCap === undefined || monthlyCap === undefined) return;
    const change: MemberChange = {
      ...(role !== member.role ? { role } : {}),
      ...(dailyCap !== member.daily_cap ? { daily_cap: dailyCap } : {}),
      ...(monthlyCap !== member.monthly_cap ? { monthly_cap: monthlyCap } : {}),
    };
    if (Object.keys(change).length === 0) return onClose();
    update.mutate(
      { userId: member.user_id, change },
      {
        onSuccess: () => {
          toast.success(t('teams.memberSaved', { name: member.full_name }));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title={t('teams.editTitle', { name: member.full_name })}
      description={t('teams.editIntro')}
      footer={
        <>
          <Button variant="secondary" disabled={update.isPending} onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={update.isPending}>
            {update.isPending ? t('teams.saving') : t('teams.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {update.isError ? (
          <Alert tone="error">{errorMessage(update.error, t('teams.saveFailed'))}</Alert>
        ) : null}
        {member.role === 'owner' ? null : (
          <SelectField
            label={t('teams.role')}
            value={role}
            options={INVITE_ROLES.map((value) => ({ value, label: t(ROLE_LABELS[value]) }))}
            onChange={(value) => setRole(value as TeamMember['role'])}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('teams.dailyCap')}
            hint={capsLocked ? undefined : t('teams.capHint')}
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_MEMBER_CAP}
            step="any"
            value={daily}
            error={errors.daily}
            {...locked}
            onChange={(event) => setDaily(event.target.value)}
          />
          <Field
            label={t('teams.monthlyCap')}
            hint={capsLocked ? undefined : t('teams.capHint')}
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_MEMBER_CAP}
            step="any"
            value={monthly}
            error={errors.monthly}
            {...locked}
            onChange={(event) => setMonthly(event.target.value)}
          />
        </div>
        {capsLocked ? (
          <p id={lockedId} className="text-sm text-slate-600 dark:text-slate-400">
            {t('api.team.ownCapsByOthers')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
