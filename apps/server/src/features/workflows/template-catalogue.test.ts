import { COMPLEXITY_LEVELS, WORKFLOW_CATEGORIES } from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_TEMPLATES } from './template-catalogue';

const nonEmpty = (s: string) => s.trim().length > 0;

describe('WORKFLOW_TEMPLATES', () => {
  it('holds at least 30 templates, with at least 2 in each of the 13 categories', () => {
    expect(WORKFLOW_CATEGORIES).toHaveLength(13);
    expect(WORKFLOW_TEMPLATES.length).toBeGreaterThanOrEqual(30);
    for (const category of WORKFLOW_CATEGORIES) {
      const count = WORKFLOW_TEMPLATES.filter((t) => t.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(2);
    }
  });

  it('has unique kebab-case ids and unique names', () => {
    const ids = WORKFLOW_TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const names = WORKFLOW_TEMPLATES.map((t) => t.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(WORKFLOW_TEMPLATES.map((t) => [t.id, t] as const))('%s is complete', (_id, t) => {
    expect(WORKFLOW_CATEGORIES).toContain(t.category);
    expect(COMPLEXITY_LEVELS).toContain(t.difficulty);
    for (const text of [t.name, t.description, t.duration, t.kra, t.kpi]) {
      expect(nonEmpty(text)).toBe(true);
    }
    expect(t.phases.length).toBeGreaterThanOrEqual(4);
    expect(t.phases.length).toBeLessThanOrEqual(8);
    for (const p of t.phases) {
      expect(nonEmpty(p.title)).toBe(true);
      expect(nonEmpty(p.description)).toBe(true);
      expect(nonEmpty(p.estimated_duration)).toBe(true);
      expect(p.deliverables.length).toBeGreaterThan(0);
      expect(p.deliverables.every(nonEmpty)).toBe(true);
      expect(p.recommended_tools.length).toBeGreaterThan(0);
      expect(p.recommended_tools.every(nonEmpty)).toBe(true);
    }
    const titles = t.phases.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(t.ai_tools.length).toBeGreaterThan(0);
    expect(new Set(t.ai_tools).size).toBe(t.ai_tools.length);
    for (const tool of t.phases.flatMap((p) => p.recommended_tools)) {
      expect(t.ai_tools).toContain(tool);
    }
    expect(t.tags.length).toBeGreaterThanOrEqual(3);
    expect(t.tags.length).toBeLessThanOrEqual(6);
    expect(new Set(t.tags).size).toBe(t.tags.length);
  });

  it('recommends the platform’s own tools somewhere', () => {
    const tools = new Set(WORKFLOW_TEMPLATES.flatMap((t) => t.ai_tools));
    for (const own of [
      'Atelier Image Generation',
      'Atelier Video Generation',
      'Atelier Text Generation',
      'Atelier Prompt Crafter',
    ]) {
      expect(tools).toContain(own);
    }
  });
});
