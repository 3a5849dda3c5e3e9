import { UpdateProfileBody } from '@atelier/contract';
import type { CurrentUser } from '@atelier/contract';
import UserRoundIcon from 'lucide-react/icons/user-round';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { errorMessage } from '../../../lib/error-message';
import { CardTitle } from '../../../components/ui/page-header';
import { ProfilePicture } from './profile-picture';
import { useT } from '../../../lib/i18n/i18n';

type FieldErrors = Partial<Record<'full_name' | 'phone_number', string>>;

export function ProfileCard({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const t = useT();
  const [fullName, setFullName] = useState(user.full_name);
  const [phone, setPhone] = useState(user.phone_number ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const changed = fullName.trim() !== user.full_name || phone.trim() !== (user.phone_number ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's schema, so the form refuses exactly what the server would.
    const parsed = UpdateProfileBody.safeParse({ full_name: fullName, phone_number: phone });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        // Each field has one rule a person can break, worded in the interface language.
        if (field === 'full_name') found.full_name ??= t('account.fullNameInvalid');
        if (field === 'phone_number') found.phone_number ??= t('account.phoneInvalid');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setFullName(saved.full_name);
        setPhone(saved.phone_number ?? '');
        toast.success(t('api.auth.profileUpdated'));
      },
    });
  };

  return (
    <Card>
      <CardTitle
        icon={<UserRoundIcon className="size-5" aria-hidden="true" />}
        title={t('account.profile')}
        description={t('account.profileHint')}
      />
      <div className="mt-6">
        <ProfilePicture user={user} />
      </div>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        {update.isError ? (
          <Alert tone="error">{errorMessage(update.error, t('account.profileSaveFailed'))}</Alert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('account.fullName')}
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            error={errors.full_name}
          />
          <Field
            label={t('account.phone')}
            type="tel"
            autoComplete="tel"
            placeholder="+1 555 010 0000"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={errors.phone_number}
            hint={t('account.optional')}
          />
          <Field
            label={t('account.email')}
            type="email"
            value={user.email}
            readOnly
            disabled
            hint={t('account.emailHint')}
            className="sm:col-span-2"
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={!changed || update.isPending}>
            {update.isPending ? t('account.saving') : t('account.saveProfile')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
