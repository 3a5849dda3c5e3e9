import { AUTH_MESSAGES, UpdateProfileBody } from '@atelier/contract';
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

type FieldErrors = Partial<Record<'full_name' | 'phone_number', string>>;

export function ProfileCard({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
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
        if (field === 'full_name' || field === 'phone_number') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setFullName(saved.full_name);
        setPhone(saved.phone_number ?? '');
        toast.success(AUTH_MESSAGES.profileUpdated);
      },
    });
  };

  return (
    <Card>
      <CardTitle
        icon={<UserRoundIcon className="size-5" aria-hidden="true" />}
        title="Profile"
        description="Your name and how we can reach you."
      />
      <div className="mt-6">
        <ProfilePicture user={user} />
      </div>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        {update.isError ? (
          <Alert tone="error">
            {errorMessage(update.error, 'Your profile could not be saved.')}
          </Alert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Full name"
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            error={errors.full_name}
          />
          <Field
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="+1 555 010 0000"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={errors.phone_number}
            hint="Optional."
          />
          <Field
            label="Email"
            type="email"
            value={user.email}
            readOnly
            disabled
            hint="Your sign-in address; it cannot be changed here."
            className="sm:col-span-2"
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={!changed || update.isPending}>
            {update.isPending ? 'Saving...' : 'Save profile'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
