import type { GenerationKind, Job } from '@atelier/contract';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { WithElement } from '../../../lib/i18n/with-element';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../kits/session/auth-context';
import { useWorkspace } from '../../../kits/workspace/workspace-context';
import { useDeleteGeneration } from '../api/delete-generation';
import { useGenerations } from '../api/list-generations';
import { useRerunGeneration } from '../api/rerun-generation';
import { CreationCard } from './creation-card';

/** Labels are message ids. */
const FILTERS: readonly { kind: GenerationKind | null; label: string }[] = [
  { kind: null, label: 'creations.filterAll' },
  { kind: 'image', label: 'creations.filterImages' },
  { kind: 'video', label: 'creations.filterVideos' },
  { kind: 'audio', label: 'creations.filterAudio' },
  { kind: 'text', label: 'creations.filterText' },
  { kind: 'prompt', label: 'creations.filterPrompts' },
  { kind: 'analysis', label: 'creations.filterAnalyses' },
];

/**
 * My creations: everything the user generated, newest first, to view, download, re-run or delete.
 * In a team's workspace, everything its members made in the team, each naming who made it.
 */
export default function CreationsPage() {
  const t = useT();
  const { teamId, team } = useWorkspace();
  const userId = useAuth().user?.id;
  const [kind, setKind] = useState<GenerationKind | null>(null);
  const [page, setPage] = useState(1);
  const list = useGenerations(kind, page);
  const remove = useDeleteGeneration();
  const rerun = useRerunGeneration();
  const [toDelete, setToDelete] = useState<Job | null>(null);

  const chooseKind = (next: GenerationKind | null) => {
    setKind(next);
    setPage(1);
  };

  const startRerun = (job: Job) =>
    rerun.mutate(job, {
      onSuccess: () => toast.success(t('creations.rerunStarted')),
      onError: (error) => toast.error(errorMessage(error, t('creations.rerunFailed'))),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    const lastOnPage = list.data?.generations.length === 1 && page > 1;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        if (lastOnPage) setPage(page - 1);
        toast.success(t('creations.deleted'));
      },
      onError: (error) => {
        setToDelete(null);
        toast.error(errorMessage(error, t('creations.deleteFailed')));
      },
    });
  };

  const data = list.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      {teamId ? (
        <PageHeader
          title={
            team ? t('workspace.creationsTitle', { team: team.name }) : t('workspace.teamCreations')
          }
          description={t('workspace.creationsNote')}
        />
      ) : (
        <PageHeader title={t('creations.title')} description={t('creations.description')} />
      )}
      <div role="group" aria-label={t('creations.show')} className="mt-6 flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <button
            key={filter.label}
            type="button"
            aria-pressed={kind === filter.kind}
            onClick={() => chooseKind(filter.kind)}
            className={clsx(
              'rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors ring-inset',
              kind === filter.kind
                ? 'bg-primary-600 text-white ring-primary-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800',
            )}
          >
            {t(filter.label)}
          </button>
        ))}
      </div>

      <div className="mt-6">
        {list.isPending ? (
          <LoadingOverlay label={t('creations.loading')} />
        ) : list.isError ? (
          <Alert tone="error">{errorMessage(list.error, t('creations.loadFailed'))}</Alert>
        ) : data && data.generations.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            <WithElement
              text={(link) => t('creations.empty', { link })}
              node={
                <Link
                  to="/image-generation"
                  className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
                >
                  {t('creations.emptyLink')}
                </Link>
              }
            />
          </p>
        ) : data ? (
          <ul aria-label={t('creations.list')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.generations.map((job) => (
              <li key={job.id}>
                <CreationCard
                  job={job}
                  rerunning={rerun.isPending && rerun.variables.id === job.id}
                  onRerun={() => startRerun(job)}
                  onDelete={isOwn(job, userId) ? () => setToDelete(job) : undefined}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {data && data.total_pages > 1 ? (
        <nav
          aria-label={t('creations.pages')}
          className="mt-8 flex items-center justify-center gap-3"
        >
          <Button
            variant="secondary"
            size="sm"
            disabled={!data.has_prev}
            onClick={() => setPage(page - 1)}
          >
            {t('creations.previous')}
          </Button>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {t('creations.pageOf', {
              page: String(data.page),
              total: String(data.total_pages),
            })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!data.has_next}
            onClick={() => setPage(page + 1)}
          >
            {t('creations.next')}
          </Button>
        </nav>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('creations.deleteTitle')}
        message={t('creations.deleteMessage')}
        confirmLabel={t('creations.delete')}
        cancelLabel={t('creations.cancel')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/**
 * Only its maker may delete a creation. A personal list holds only the user's own, and carries no
 * `made_by`; a team's names the maker of each.
 */
function isOwn(job: Job, userId: string | undefined): boolean {
  return job.made_by === undefined || job.made_by.user_id === userId;
}
