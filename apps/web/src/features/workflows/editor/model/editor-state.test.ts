import type { WorkflowToolDescription } from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import { editorReducer, initialEditorState, isDirty, newNodeId } from './editor-state';
import type { EditorAction, EditorState } from './editor-state';

const tool = (
  id: string,
  extra: Partial<WorkflowToolDescription> = {},
): WorkflowToolDescription => ({
  id,
  label: id,
  group: 'text',
  description: '',
  route: null,
  params: [
    { name: 'prompt', type: 'text', required: true, label: 'Prompt' },
    {
      name: 'provider',
      type: 'choice',
      required: false,
      label: 'Provider',
      default: 'openai',
      choices: ['openai'],
    },
  ],
  outputs: [{ name: 'text', type: 'text', label: 'Text' }],
  price: '',
  ...extra,
});

const run = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, state);
const empty = () => initialEditorState({ inputs: {}, nodes: [] });

describe('the editor state', () => {
  it('adds a node with its tool’s defaults and a free id that fits the server’s rule', () => {
    const state = run(
      empty(),
      { type: 'add-node', tool: tool('text') },
      { type: 'add-node', tool: tool('text') },
    );
    expect(state.present.nodes.map((node) => node.id)).toEqual(['text', 'text_2']);
    expect(state.present.nodes[0]?.params).toEqual({ provider: 'openai' });
    expect(newNodeId('image.free', [])).toBe('image_free');
    expect(newNodeId('9lives', [])).toBe('lives');
    expect(isDirty(state)).toBe(true);
  });

  it('undoes and redoes each change, and a new change clears what redo had', () => {
    let state = run(
      empty(),
      { type: 'add-node', tool: tool('text') },
      { type: 'add-node', tool: tool('split') },
    );
    state = run(state, { type: 'undo' });
    expect(state.present.nodes.map((node) => node.id)).toEqual(['text']);
    state = run(state, { type: 'redo' });
    expect(state.present.nodes.map((node) => node.id)).toEqual(['text', 'split']);
    state = run(state, { type: 'undo' }, { type: 'add-node', tool: tool('join') });
    expect(state.future).toEqual([]);
    expect(run(state, { type: 'redo' }).present).toBe(state.present);
  });

  it('takes back a whole typing or a whole drag in one undo', () => {
    let state = run(empty(), { type: 'add-node', tool: tool('text') });
    for (const value of ['a', 'ab', 'abc']) {
      state = run(state, { type: 'set-param', id: 'text', name: 'prompt', value });
    }
    for (const x of [10, 20, 30]) {
      state = run(state, { type: 'move', id: 'text', position: { x, y: 0 }, record: false });
    }
    state = run(state, { type: 'move', id: 'text', position: { x: 40, y: 0 }, record: true });
    expect(state.present.nodes[0]?.position).toEqual({ x: 40, y: 0 });
    state = run(state, { type: 'undo' });
    expect(state.present.nodes[0]?.position).toEqual({ x: 0, y: 20 });
    expect(state.present.nodes[0]?.params.prompt).toBe('abc');
    state = run(state, { type: 'undo' });
    expect(state.present.nodes[0]?.params.prompt).toBeUndefined();
  });

  it('deletes a node and the parameters that were only its value, keeping other text', () => {
    const state = run(
      empty(),
      { type: 'add-node', tool: tool('text') },
      { type: 'add-node', tool: tool('text') },
      { type: 'add-node', tool: tool('text') },
      { type: 'set-param', id: 'text_2', name: 'prompt', value: '{{text.text}}' },
      { type: 'set-param', id: 'text_3', name: 'prompt', value: 'About {{text.text}}' },
      { type: 'set-for-each', id: 'text_3', value: '{{text.lines}}' },
      { type: 'remove-node', id: 'text' },
    );
    expect(state.present.nodes.map((node) => [node.id, node.params.prompt, node.for_each])).toEqual(
      [
        ['text_2', undefined, undefined],
        ['text_3', 'About {{text.text}}', undefined],
      ],
    );
  });

  it('is clean again once what is on screen is saved', () => {
    const state = run(empty(), { type: 'add-node', tool: tool('text') });
    expect(isDirty(run(state, { type: 'saved', graph: state.present }))).toBe(false);
  });
});
