import { fileNamed } from './files';
import { previewFrame } from './media';
import { SAMPLER_NODES } from './node-table';
import { save } from './outputs';
import { queueUpdated, sendJson, sendTo } from './socket';
import { Interrupted, NodeFailure, specsOf, type ComfyUIState, type Job } from './state';
import { executionOrder, num, upstream } from './workflow-graph';

// The worker: one prompt at a time, in queue order, telling the client's socket how it goes.

function pause(job: Job, ms: number | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (job.interrupted) return reject(new Interrupted());
    const timer = ms === null ? undefined : setTimeout(resolve, ms);
    job.wake = () => {
      clearTimeout(timer);
      reject(new Interrupted());
    };
  });
}
export function interrupt(job: Job) {
  job.interrupted = true;
  job.wake();
}

/** Samples: `progress` per step, a preview or two; fails or hangs as the behaviour says. */
async function sample(state: ComfyUIState, job: Job, id: string, clientId: string | undefined) {
  const [, promptId, workflow] = job.tuple;
  const max = num(workflow[id].inputs.steps) ?? upstream(workflow, id, ['steps']) ?? 20;
  const now = job.behaviour;
  const delay = now.kind === 'normal' ? (now.stepDelayMs ?? 2) : 2;
  for (let value = 1; value <= max; value += 1) {
    await pause(job, delay);
    if (now.kind === 'execution_error' && value > max / 2) {
      const message =
        now.message ??
        'CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 23.55 GiB of which 1.19 GiB is free. Of the allocated memory 20.87 GiB is allocated by PyTorch, and 1.02 GiB is reserved by PyTorch but unallocated.';
      throw new NodeFailure(message, now.exceptionType ?? 'torch.OutOfMemoryError');
    }
    // With no client id, ComfyUI's progress hook sends to every socket.
    sendJson(state, clientId, 'progress', { value, max, prompt_id: promptId, node: id });
    sendJson(state, clientId, 'progress_state', {
      prompt_id: promptId,
      nodes: {
        [id]: {
          value,
          max,
          state: 'running',
          node_id: id,
          prompt_id: promptId,
          display_node_id: id,
          parent_node_id: null,
          real_node_id: id,
        },
      },
    });
    if (value === 1 || value === Math.ceil(max / 2)) sendTo(state, clientId, await previewFrame());
    if (now.kind === 'hang') await pause(job, null);
  }
}

async function run(state: ComfyUIState, job: Job) {
  const [, promptId, workflow, extra, outputs] = job.tuple;
  const clientId = typeof extra.client_id === 'string' ? extra.client_id : undefined;
  const messages: [string, Record<string, unknown>][] = [];
  /** execution_* messages: kept for the history, sent to the client (or everyone). */
  const add = (type: string, data: Record<string, unknown>, broadcast = false) => {
    const stamped = { ...data, timestamp: Date.now() };
    messages.push([type, stamped]);
    if (clientId !== undefined || broadcast) sendJson(state, clientId, type, stamped);
  };
  const toClient = (type: string, data: unknown) => {
    if (clientId !== undefined) sendJson(state, clientId, type, data);
  };
  queueUpdated(state);
  add('execution_start', { prompt_id: promptId });
  add('execution_cached', { nodes: [], prompt_id: promptId });
  const ui: Record<string, unknown> = {};
  const meta: Record<string, unknown> = {};
  const executed: string[] = [];
  const order = executionOrder(workflow, outputs);
  const seed =
    order
      .map((id) => num(workflow[id].inputs.seed) ?? num(workflow[id].inputs.noise_seed))
      .find((value) => value !== null) ?? null;
  let success = false;
  try {
    for (const id of order) {
      if (job.interrupted) throw new Interrupted();
      const { class_type: type, inputs } = workflow[id];
      job.currentNode = id;
      toClient('executing', { node: id, display_node: id, prompt_id: promptId });
      if (SAMPLER_NODES.has(type)) {
        await sample(state, job, id, clientId);
      } else if (type === 'LoadImage') {
        const file =
          typeof inputs.image === 'string' ? fileNamed(state.files, inputs.image) : undefined;
        if (!file?.width) {
          throw new NodeFailure(
            `cannot identify image file '/ComfyUI/input/${String(inputs.image)}'`,
            'PIL.UnidentifiedImageError',
          );
        }
      } else if (specsOf(state)[type]?.outputNode) {
        const output = await save(state, job, id, seed);
        if (job.interrupted) throw new Interrupted();
        ui[id] = output;
        meta[id] = { node_id: id, display_node: id, parent_node: null, real_node_id: id };
        toClient('executed', { node: id, display_node: id, output, prompt_id: promptId });
      }
      await new Promise(setImmediate);
      executed.push(id);
    }
    add('execution_success', { prompt_id: promptId });
    success = true;
  } catch (error) {
    const node = job.currentNode ?? order[0] ?? '';
    const base = {
      prompt_id: promptId,
      node_id: node,
      node_type: workflow[node]?.class_type,
      executed,
    };
    if (error instanceof Interrupted) {
      add('execution_interrupted', base, true);
    } else {
      const failure =
        error instanceof NodeFailure ? error : new NodeFailure(String(error), 'Exception');
      const outOfMemory = /out of memory/i.test(failure.message);
      const tips = outOfMemory
        ? 'This error means you ran out of memory on your GPU.\n\nTIPS: If the workflow worked before you might have accidentally set the batch_size to a large number.'
        : '';
      add('execution_error', {
        ...base,
        exception_message: `${failure.message}\n${tips}`,
        exception_type: failure.exceptionType,
        traceback: [
          '  File "/ComfyUI/execution.py", line 496, in execute\n    output_data, output_ui, has_subgraph, has_pending_tasks = await get_output_data(prompt_id, unique_id, obj, input_data_all, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb, hidden_inputs=hidden_inputs)\n',
          '  File "/ComfyUI/execution.py", line 315, in get_output_data\n    return_values = await _async_map_node_over_list(prompt_id, unique_id, obj, input_data_all, obj.FUNCTION, allow_interrupt=True, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb, hidden_inputs=hidden_inputs)\n',
        ],
        current_inputs: Object.fromEntries(
          Object.entries(workflow[node]?.inputs ?? {})
            .filter(([, value]) => !Array.isArray(value))
            .map(([name, value]) => [name, [value]]),
        ),
        current_outputs: [],
      });
    }
  }
  job.currentNode = null;
  if (job.epoch === state.epoch)
    state.history.set(promptId, {
      prompt: job.tuple,
      outputs: ui,
      status: { status_str: success ? 'success' : 'error', completed: success, messages },
      meta,
    });
  state.running = null;
  queueUpdated(state);
  toClient('executing', { node: null, prompt_id: promptId });
}

export function pump(state: ComfyUIState) {
  if (state.running || state.pending.length === 0) return;
  state.pending.sort((a, b) => a.tuple[0] - b.tuple[0]);
  const job = state.pending.shift()!;
  state.running = job;
  void run(state, job).finally(() => setImmediate(() => pump(state)));
}
