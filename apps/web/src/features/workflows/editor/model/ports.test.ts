import type { WorkflowToolDescription } from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import type { EditorGraph } from './editor-state';
import { edgesOf, placesOf, runOrder, sourceMisfit, sourcesFor, valueSources } from './ports';

const tools = new Map<string, WorkflowToolDescription>(
  [
    {
      id: 'text',
      params: [{ name: 'prompt', type: 'text' as const, required: true, label: 'Prompt' }],
      outputs: [
        { name: 'text', type: 'text' as const, label: 'Text' },
        { name: 'lines', type: 'text_list' as const, label: 'Lines' },
      ],
    },
    {
      id: 'reimagine.image',
      params: [
        { name: 'prompt', type: 'text' as const, required: true, label: 'Prompt' },
        { name: 'image', type: 'image' as const, required: true, label: 'Image' },
      ],
      outputs: [{ name: 'image_url', type: 'image_url' as const, label: 'Image' }],
    },
    {
      id: 'voice_over',
      params: [{ name: 'text', type: 'text' as const, required: true, label: 'Text' }],
      outputs: [{ name: 'audio_url', type: 'audio_url' as const, label: 'Audio' }],
    },
  ].map((tool) => [
    tool.id,
    { ...tool, label: tool.id, group: 'text', description: '', route: null, price: '' },
  ]),
);

const graph: EditorGraph = {
  inputs: { photo: { type: 'image', required: true }, topic: { type: 'text', required: true } },
  nodes: [
    { id: 'copy', tool: 'text', params: { prompt: 'About {{inputs.topic}}' } },
    { id: 'voice', tool: 'voice_over', params: { text: '{{copy.text}}' } },
    { id: 'edit', tool: 'reimagine.image', params: { prompt: 'x', image: '{{inputs.photo}}' } },
  ],
};

const source = (path: string) => valueSources(graph, tools).find((s) => s.path === path)!;

describe('ports', () => {
  it('refuses a value whose type does not fit, in the server’s words', () => {
    expect(
      sourceMisfit(graph, tools, source('voice.audio_url'), { node: 'edit', param: 'image' }),
    ).toBe('{{voice.audio_url}} is an audio file; this parameter takes an image alone');
    expect(
      sourceMisfit(graph, tools, source('inputs.photo'), { node: 'edit', param: 'image' }),
    ).toBeNull();
    // Text takes anything; a list for for_each must be a list.
    expect(
      sourceMisfit(graph, tools, source('edit.image_url'), { node: 'voice', param: 'text' }),
    ).toBeNull();
    expect(
      sourceMisfit(graph, tools, source('copy.text'), { node: 'edit', param: 'for_each' }),
    ).toBe('{{copy.text}} is not a list');
    expect(
      sourceMisfit(graph, tools, source('copy.lines'), { node: 'edit', param: 'for_each' }),
    ).toBeNull();
  });

  it('refuses a join that would make a cycle', () => {
    expect(
      sourceMisfit(graph, tools, source('voice.audio_url'), { node: 'copy', param: 'prompt' }),
    ).toBe('voice already reads copy: this would be a cycle');
  });

  it('offers {{item}} to a node that runs per item, typed as one item of its list', () => {
    const perItem: EditorGraph = {
      ...graph,
      nodes: graph.nodes.map((node) =>
        node.id === 'voice' ? { ...node, for_each: '{{copy.lines}}' } : node,
      ),
    };
    const offered = sourcesFor(perItem, tools, { node: 'voice', param: 'text' });
    expect(offered[0]).toEqual({
      source: { path: 'item', node: '', output: 'item', type: 'text' },
      misfit: null,
    });
  });

  it('draws an edge for each reference, inputs included, and orders the nodes as they run', () => {
    expect(edgesOf(graph).map((edge) => edge.id)).toEqual([
      'inputs.topic->copy.prompt',
      'copy.text->voice.text',
      'inputs.photo->edit.image',
    ]);
    const backwards = { ...graph, nodes: [...graph.nodes].reverse() };
    expect(runOrder(backwards).map((node) => node.id)).toEqual(['edit', 'copy', 'voice']);
  });

  it('places a node without a place in the column after what it reads', () => {
    const places = placesOf(graph);
    expect(places.get('copy')).toEqual({ x: 0, y: 0 });
    expect(places.get('edit')).toEqual({ x: 0, y: 280 });
    expect(places.get('voice')).toEqual({ x: 320, y: 0 });
    const placed = { ...graph, nodes: [{ ...graph.nodes[0], position: { x: 5, y: 6 } }] };
    expect(placesOf(placed).get('copy')).toEqual({ x: 5, y: 6 });
  });
});
