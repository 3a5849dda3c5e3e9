import type { Workflow } from '@atelier/contract';
import { useId, useState } from 'react';
import { useSite } from '../../../app/site';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldFrame } from '../../../components/ui/field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorField } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useImportWorkflow } from '../api/import-workflow';
import { readWorkflowFile } from '../read-workflow-file';
import { workflowMessage } from '../labels';
import { useT } from '../../../lib/i18n/i18n';

interface Problem {
  message: string;
  details: string[];
}

/** Import: an exported .json file, or JSON pasted in; it is parsed here before anything is sent. */
export function ImportDialog({
  open,
  onOpenChange,
  onImported,
  catchLimit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: (workflow: Workflow) => void;
  catchLimit: (error: unknown) => boolean;
}) {
  const t = useT();
  const fileId = useId();
  const brandName = useSite().brand_name;
  const upload = useImportWorkflow();
  const [file, setFile] = useState<File | null>(null);
  // A new key gives a fresh file input: the only way to empty one.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  const clearFile = () => {
    setFile(null);
    setFileInputKey((key) => key + 1);
  };

  const close = () => {
    clearFile();
    setPasted('');
    setProblem(null);
    onOpenChange(false);
  };

  const submit = async () => {
    setProblem(null);
    const parsed = await readWorkflowFile(file ?? pasted);
    if (!parsed.ok) {
      setProblem({
        message: workflowMessage(t, 'importFailed'),
        details: [t(parsed.reason.id, parsed.reason.values)],
      });
      return;
    }
    upload.mutate(parsed.json, {
      onSuccess: (workflow) => {
        toast.success(workflowMessage(t, 'imported'));
        close();
        onImported(workflow);
      },
      onError: (error) => {
        if (catchLimit(error)) {
          close();
          return;
        }
        const sent = errorField(error, 'errors');
        const details = Array.isArray(sent) ? sent.filter((item) => typeof item === 'string') : [];
        setProblem({ message: workflowMessage(t, 'importFailed'), details });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !upload.isPending) close();
      }}
      title={t('workflows.importTitle')}
      description={t('workflows.importIntro', { brand: brandName })}
      footer={
        <>
          <Button variant="secondary" disabled={upload.isPending} onClick={close}>
            {t('workflows.cancel')}
          </Button>
          <Button
            disabled={upload.isPending || (!file && !pasted.trim())}
            onClick={() => void submit()}
          >
            {upload.isPending ? t('workflows.importing') : t('workflows.import')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {problem ? (
          <Alert tone="error">
            <p>{problem.message}</p>
            {problem.details.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {problem.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
        <FieldFrame id={fileId} label={t('workflows.workflowFile')}>
          <input
            key={fileInputKey}
            id={fileId}
            type="file"
            accept=".json,application/json"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-primary-700 dark:text-slate-300 dark:file:bg-primary-950 dark:file:text-primary-300"
          />
          {file ? (
            <Button size="sm" variant="ghost" className="mt-1" onClick={clearFile}>
              {t('workflows.removeFile')}
            </Button>
          ) : null}
        </FieldFrame>
        <TextareaField
          label={t('workflows.pasteJson')}
          rows={6}
          value={pasted}
          hint={file ? t('workflows.fileWins') : undefined}
          onChange={(event) => setPasted(event.target.value)}
        />
      </div>
    </Dialog>
  );
}
