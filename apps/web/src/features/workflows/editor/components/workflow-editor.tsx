import type { WorkflowGraphView, WorkflowToolDescription } from '@atelier/contract';
import PlayIcon from 'lucide-react/icons/play';
import Redo2Icon from 'lucide-react/icons/redo-2';
import SaveIcon from 'lucide-react/icons/save';
import Undo2Icon from 'lucide-react/icons/undo-2';
import { useCallback, useMemo, useReducer, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/error-message';
import { formatCredits } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n/i18n';
import { toast } from '../../../../lib/toast';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { useGraphCheck } from '../api/check-graph';
import { useLiveRun } from '../api/follow-run';
import { useSaveGraph } from '../api/workflow-graph';
import {
  editorReducer,
  initialEditorState,
  isDirty,
  newNodeId,
  type EditorGraph,
} from '../model/editor-state';
import { useLeaveGuard } from '../use-leave-guard';
import { Checklist } from '../components/checklist';
import { GraphCanvas } from '../components/graph-canvas';
import { InputsPanel } from '../components/inputs-panel';
import { NodePanel } from '../components/node-panel';
import { Outline } from '../components/outline';
import { Palette } from '../components/palette';
import { RunBar } from '../components/run-bar';
import { RunDialog } from '../components/run-dialog';

type View = 'graph' | 'outline';
const NO_INPUTS = {};

const editable = (saved: WorkflowGraphView): EditorGraph => ({
  inputs: saved.inputs,
  nodes: saved.nodes,
});

/**
 * The workflow editor (issue 50): the palette, the graph (drawn, or as an outline that works with
 * the keyboard alone and is what a phone shows), the chosen node's panel, the checklist and the
 * cost, undo and redo, an explicit save, and Run. A run on show puts its graph, read-only, in
 * place of the one being edited, each node with its state and outputs live.
 */
export function WorkflowEditor({
  workflowId,
  saved,
  tools,
  runId,
  onRunChange,
}: {
  workflowId: string;
  saved: WorkflowGraphView;
  tools: readonly WorkflowToolDescription[];
  runId: string | null;
  onRunChange: (runId: string | null) => void;
}) {
  const t = useT();
  // The bench times the editor's first render from here (scripts/bench/workflow-editor.mjs).
  useState(() => performance.mark('workflow-editor:start'));
  const [state, dispatch] = useReducer(editorReducer, editable(saved), initialEditorState);
  const [selected, setSelected] = useState<string | null>(null);
  const wide = useMediaQuery('(min-width: 64rem)', true);
  const [view, setView] = useState<View>('graph');
  const [running, setRunning] = useState(false);
  const save = useSaveGraph(workflowId);
  // Raised by Resume: the same run, followed again.
  const [round, setRound] = useState(0);
  const run = useLiveRun(workflowId, runId, round);
  const dirty = isDirty(state);
  useLeaveGuard(dirty, t('workflowEditor.leaveQuestion'));

  const toolIndex = useMemo(() => new Map(tools.map((tool) => [tool.id, tool])), [tools]);
  const readOnly = run !== null;
  const graph: EditorGraph = run ? run.graph : state.present;
  const check = useGraphCheck(state.present, NO_INPUTS);
  const problems = useMemo(
    () => (readOnly ? [] : (check.data?.problems ?? [])),
    [check.data, readOnly],
  );
  const credits = useMemo(
    () => new Map((check.data?.estimate.steps ?? []).map((s) => [s.node_id, s.credits])),
    [check.data],
  );
  const problemCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const problem of problems) {
      if (problem.node) counts.set(problem.node, (counts.get(problem.node) ?? 0) + 1);
    }
    return counts;
  }, [problems]);
  const steps = useMemo(
    () => new Map((run?.steps ?? []).map((step) => [step.node_id, step])),
    [run],
  );
  const chosen = graph.nodes.find((node) => node.id === selected) ?? null;

  // A node added is chosen at once: its parameters open, ready to fill.
  const nodes = state.present.nodes;
  const add = useCallback(
    (tool: WorkflowToolDescription, position?: { x: number; y: number }) => {
      dispatch({ type: 'add-node', tool, position });
      setSelected(newNodeId(tool.id, nodes));
    },
    [nodes],
  );

  const doSave = (then?: () => void) => {
    const graphToSave = state.present;
    save.mutate(graphToSave, {
      onSuccess: () => {
        dispatch({ type: 'saved', graph: graphToSave });
        toast.success(t('workflowEditor.saved'));
        then?.();
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || readOnly) return;
    const mod = event.ctrlKey || event.metaKey;
    if (!mod) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
    else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch({ type: 'redo' });
    else if (key === 's') doSave();
    else return;
    event.preventDefault();
  };

  const total = check.data?.estimate.estimate_credits;
  const showGraph = wide && view === 'graph';
  const canRun = !readOnly && state.present.nodes.length > 0 && problems.length === 0;

  return (
    <div className="space-y-4" onKeyDown={onKeyDown}>
      <div
        role="toolbar"
        aria-label={t('workflowEditor.toolbar')}
        className="flex flex-wrap items-center gap-2"
      >
        <Button
          size="sm"
          variant="secondary"
          disabled={readOnly || state.past.length === 0}
          onClick={() => dispatch({ type: 'undo' })}
          aria-keyshortcuts="Control+Z"
        >
          <Undo2Icon className="size-4" aria-hidden="true" />
          {t('workflowEditor.undo')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={readOnly || state.future.length === 0}
          onClick={() => dispatch({ type: 'redo' })}
          aria-keyshortcuts="Control+Shift+Z"
        >
          <Redo2Icon className="size-4" aria-hidden="true" />
          {t('workflowEditor.redo')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={readOnly || !dirty || save.isPending}
          onClick={() => doSave()}
          aria-keyshortcuts="Control+S"
        >
          <SaveIcon className="size-4" aria-hidden="true" />
          {save.isPending ? t('workflowEditor.saving') : t('workflowEditor.save')}
        </Button>
        <Button
          size="sm"
          disabled={!canRun || save.isPending}
          onClick={() => (dirty ? doSave(() => setRunning(true)) : setRunning(true))}
        >
          <PlayIcon className="size-4" aria-hidden="true" />
          {dirty ? t('workflowEditor.saveAndRun') : t('workflowEditor.run')}
        </Button>
        <span className="ml-auto flex flex-wrap items-center gap-2 text-sm">
          {dirty && !readOnly ? <Badge tone="warning">{t('workflowEditor.unsaved')}</Badge> : null}
          <span aria-live="polite">
            {t('workflowEditor.total', {
              credits: total === undefined ? '…' : formatCredits(total),
            })}
          </span>
        </span>
      </div>
      {save.isError ? (
        <Alert tone="error">{errorMessage(save.error, t('workflowEditor.saveFailed'))}</Alert>
      ) : null}
      {run ? (
        <RunBar
          workflowId={workflowId}
          run={run}
          onResumed={(id) => {
            onRunChange(id);
            setRound((value) => value + 1);
          }}
          onClose={() => onRunChange(null)}
        />
      ) : null}
      {readOnly ? null : <Checklist problems={problems} onSelect={setSelected} />}

      <div className="grid gap-4 lg:grid-cols-[12rem_minmax(0,1fr)_20rem]">
        <div className="order-2 lg:order-1">
          <Palette tools={tools} disabled={readOnly} onAdd={add} />
        </div>
        <div className="order-1 space-y-3 lg:order-2">
          {wide ? (
            <div role="radiogroup" aria-label={t('workflowEditor.view')} className="flex gap-2">
              {(['graph', 'outline'] as const).map((option) => (
                <Button
                  key={option}
                  size="sm"
                  variant={view === option ? 'primary' : 'secondary'}
                  role="radio"
                  aria-checked={view === option}
                  onClick={() => setView(option)}
                >
                  {option === 'graph'
                    ? t('workflowEditor.viewGraph')
                    : t('workflowEditor.viewOutline')}
                </Button>
              ))}
            </div>
          ) : null}
          {showGraph ? (
            <GraphCanvas
              graph={graph}
              tools={toolIndex}
              selected={selected}
              credits={credits}
              problems={problemCounts}
              steps={steps}
              readOnly={readOnly}
              dispatch={dispatch}
              onAdd={add}
              onSelect={setSelected}
            />
          ) : (
            <Outline
              graph={graph}
              tools={toolIndex}
              selected={selected}
              credits={credits}
              problems={problems}
              steps={steps}
              readOnly={readOnly}
              onSelect={setSelected}
              onDelete={(id) => {
                dispatch({ type: 'remove-node', id });
                if (selected === id) setSelected(null);
              }}
            />
          )}
        </div>
        <aside
          aria-label={t('workflowEditor.sidePanel')}
          className="order-3 space-y-6 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          {chosen ? (
            <NodePanel
              key={chosen.id}
              graph={graph}
              tools={toolIndex}
              node={chosen}
              credits={readOnly ? steps.get(chosen.id)?.credits : credits.get(chosen.id)}
              problems={problems}
              readOnly={readOnly}
              dispatch={dispatch}
              onDeleted={() => setSelected(null)}
            />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('workflowEditor.chooseNode')}
            </p>
          )}
          <InputsPanel graph={graph} readOnly={readOnly} dispatch={dispatch} />
        </aside>
      </div>
      {running ? (
        <RunDialog
          onOpenChange={setRunning}
          workflowId={workflowId}
          graph={state.present}
          onStarted={(accepted) => onRunChange(accepted.run_id)}
        />
      ) : null}
    </div>
  );
}
