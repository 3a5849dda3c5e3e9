import { ADMIN_OPERATION_MESSAGES, ADMIN_ROLES, AdminApiKeyGenerateBody } from '@atelier/contract';
import type { AdminRole } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/error-message';
import { useGenerateApiKey } from '../api/generate-api-key';
import { ROLE_OPTIONS } from './role-labels';

/**
 * A name and a role, then the whole key, shown this once: the server keeps only its hash. The
 * dialog is mounted while open, so closing it forgets the key for good.
 */
export function GenerateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const generate = useGenerateApiKey();
  const [name, setName] = useState('');
  const [role, setRole] = useState<AdminRole>('others');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = AdminApiKeyGenerateBody.safeParse({ key_name: name, role });
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message ?? ADMIN_OPERATION_MESSAGES.keyNameRequired);
      return;
    }
    setNameError(null);
    generate.mutate(checked.data);
  };

  const created = generate.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !generate.isPending) onClose();
      }}
      title="Generate API key"
      description={
        created
          ? undefined
          : 'The key acts with the role chosen here, for as long as you stay an active admin.'
      }
    >
      {created ? (
        <div className="space-y-4">
          <Alert tone="success">{ADMIN_OPERATION_MESSAGES.keyCreated}</Alert>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all dark:bg-slate-950 dark:text-slate-100">
              {created.key}
            </code>
            <CopyButton
              text={created.key}
              copiedMessage="API key copied to clipboard!"
              aria-label="Copy API key"
            >
              Copy
            </CopyButton>
          </div>
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          {generate.isError ? (
            <Alert tone="error">
              {errorMessage(generate.error, 'Could not generate the API key. Please try again.')}
            </Alert>
          ) : null}
          <Field
            label="Key name"
            autoComplete="off"
            maxLength={100}
            value={name}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <SelectField
            label="Role"
            value={role}
            options={ROLE_OPTIONS}
            onChange={(next) => setRole(ADMIN_ROLES.find((known) => known === next) ?? 'others')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={generate.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={generate.isPending}>
              {generate.isPending ? 'Generating...' : 'Generate key'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
