import { PROFILE_PICTURE_MAX_BYTES } from '@atelier/contract';
import type { CurrentUser } from '@atelier/contract';
import UploadIcon from 'lucide-react/icons/upload';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useRemoveProfilePicture } from '../api/remove-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** Checked here for a quick answer; the server checks type and size again. The message's id. */
function pictureProblem(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'api.auth.pictureInvalid';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'api.auth.pictureTooLarge';
  return null;
}

export function ProfilePicture({ user }: { user: CurrentUser }) {
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    setError(problem && t(problem));
    if (problem) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(t('account.pictureUpdated')),
      onError: (failure) => setError(errorMessage(failure, t('account.pictureUploadFailed'))),
    });
  };

  const removePicture = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('account.pictureRemoved')),
      onError: (failure) => setError(errorMessage(failure, t('account.pictureRemoveFailed'))),
    });
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar
        name={user.full_name.trim() || t('account.fallbackName')}
        src={user.profile_picture}
        size="lg"
      />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <label
            className={buttonClasses(
              { variant: 'secondary', size: 'sm' },
              busy ? 'pointer-events-none cursor-pointer opacity-50' : 'cursor-pointer',
            )}
          >
            <UploadIcon className="size-4" aria-hidden="true" />
            {upload.isPending ? t('account.uploading') : t('account.uploadPicture')}
            <input
              type="file"
              accept={ACCEPTED_TYPES.join(',')}
              className="sr-only"
              disabled={busy}
              onChange={choose}
            />
          </label>
          {user.profile_picture ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={removePicture}>
              {t('account.remove')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('account.pictureRules')}</p>
        {error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
