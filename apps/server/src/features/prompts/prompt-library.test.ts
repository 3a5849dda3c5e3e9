import {
  PROMPT_MEDIA_PLATFORMS,
  PromptDatabaseEntry,
  PromptDatabaseResponse,
} from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import { PROMPT_LIBRARY } from './prompt-library';
import { searchPromptLibrary } from './search-prompt-library';

describe('PROMPT_LIBRARY', () => {
  it('holds at least 150 prompts for at least 25 tools, in both formats', () => {
    expect(PROMPT_LIBRARY.length).toBeGreaterThanOrEqual(150);
    expect(new Set(PROMPT_LIBRARY.map((p) => p.tool)).size).toBeGreaterThanOrEqual(25);
    const formats = new Set(PROMPT_LIBRARY.map((p) => p.format));
    expect(formats).toEqual(new Set(['image', 'video']));
    expect(new Set(PROMPT_LIBRARY.map((p) => p.category)).size).toBeGreaterThanOrEqual(12);
  });

  it('has unique ids, contract-shaped entries and 3-6 distinct tags each', () => {
    const ids = PROMPT_LIBRARY.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of PROMPT_LIBRARY) {
      expect(PromptDatabaseEntry.safeParse(entry).success).toBe(true);
      expect(entry.prompt.length).toBeGreaterThan(60);
      expect(entry.tags.length).toBeGreaterThanOrEqual(3);
      expect(entry.tags.length).toBeLessThanOrEqual(6);
      expect(new Set(entry.tags).size).toBe(entry.tags.length);
    }
  });

  it('keeps each tool to one format', () => {
    const formatOf = new Map<string, string>();
    for (const entry of PROMPT_LIBRARY) {
      expect(formatOf.get(entry.tool) ?? entry.format).toBe(entry.format);
      formatOf.set(entry.tool, entry.format);
    }
  });

  it('has prompts for every platform the builder targets, in that platform’s format', () => {
    for (const format of ['image', 'video'] as const) {
      for (const platform of PROMPT_MEDIA_PLATFORMS[format]) {
        const entries = PROMPT_LIBRARY.filter((p) => p.tool === platform.label);
        expect(entries.length, platform.label).toBeGreaterThanOrEqual(4);
        expect(entries.every((p) => p.format === format)).toBe(true);
      }
    }
  });

  it('writes Midjourney prompts with parameters and SDXL prompts with a negative prompt', () => {
    for (const p of PROMPT_LIBRARY.filter((e) => e.tool === 'Midjourney')) {
      expect(p.prompt).toMatch(/--(ar|style|v|niji|s)\b/);
    }
    for (const p of PROMPT_LIBRARY.filter((e) => e.tool === 'Stable Diffusion XL')) {
      expect(p.prompt).toMatch(/Negative prompt:/);
    }
  });
});

describe('searchPromptLibrary', () => {
  it('answers everything, with sorted distinct filter lists, when no filter is set', () => {
    const result = searchPromptLibrary({});
    expect(PromptDatabaseResponse.safeParse(result).success).toBe(true);
    expect(result.total).toBe(PROMPT_LIBRARY.length);
    expect(result.prompts).toHaveLength(PROMPT_LIBRARY.length);
    const categories = [...new Set(PROMPT_LIBRARY.map((p) => p.category))].sort();
    const tools = [...new Set(PROMPT_LIBRARY.map((p) => p.tool))].sort((a, b) =>
      a.localeCompare(b),
    );
    expect(result.categories).toEqual(categories.sort((a, b) => a.localeCompare(b)));
    expect(result.tools).toEqual(tools);
  });

  it('filters by category and tool ignoring case, and keeps the full filter lists', () => {
    const byCategory = searchPromptLibrary({ category: 'portrait' });
    expect(byCategory.total).toBeGreaterThan(3);
    expect(byCategory.prompts.every((p) => p.category === 'Portrait')).toBe(true);
    expect(byCategory.categories).toEqual(searchPromptLibrary({}).categories);

    const both = searchPromptLibrary({ category: 'CINEMATIC', tool: 'runway gen-3' });
    expect(both.total).toBeGreaterThan(0);
    expect(both.prompts.every((p) => p.tool === 'Runway Gen-3' && p.category === 'Cinematic')).toBe(
      true,
    );
  });

  it('matches every word of q against prompt, tags, tool and category', () => {
    const neon = searchPromptLibrary({ q: 'NEON' });
    expect(neon.total).toBeGreaterThan(0);
    for (const p of neon.prompts) {
      expect(`${p.prompt} ${p.tags.join(' ')} ${p.tool} ${p.category}`.toLowerCase()).toContain(
        'neon',
      );
    }
    const byTool = searchPromptLibrary({ q: 'kling' });
    expect(byTool.prompts.every((p) => p.tool === 'Kling')).toBe(true);
    expect(byTool.total).toBe(PROMPT_LIBRARY.filter((p) => p.tool === 'Kling').length);

    const narrow = searchPromptLibrary({ q: 'neon rain', tool: 'Midjourney' });
    expect(narrow.prompts.map((p) => p.id)).toEqual(['midjourney-12']);
  });

  it('ignores blank text and "all", and answers nothing for an unknown value', () => {
    expect(searchPromptLibrary({ category: 'All', tool: ' ', q: '  ' }).total).toBe(
      PROMPT_LIBRARY.length,
    );
    expect(searchPromptLibrary({ tool: 'No Such Tool' }).total).toBe(0);
    expect(searchPromptLibrary({ q: 'zzqx' }).prompts).toEqual([]);
  });
});
