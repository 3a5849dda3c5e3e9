import { PromptTemplate } from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import { PROMPT_TEMPLATES } from './template-catalogue';

const placeholders = (text: string) =>
  new Set([...text.matchAll(/\[([a-z0-9_]+)\]/gi)].map((m) => m[1]));

describe('PROMPT_TEMPLATES', () => {
  it('offers at least 40 templates over about ten categories', () => {
    expect(PROMPT_TEMPLATES.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(PROMPT_TEMPLATES.map((t) => t.category));
    expect(categories.size).toBeGreaterThanOrEqual(10);
    for (const category of categories) {
      expect(PROMPT_TEMPLATES.filter((t) => t.category === category).length).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it('matches the contract and has unique kebab-case ids', () => {
    for (const template of PROMPT_TEMPLATES) {
      expect(PromptTemplate.safeParse(template).success).toBe(true);
      expect(template.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(template.description).not.toMatch(/\n/);
    }
    const ids = PROMPT_TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(PROMPT_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s uses exactly its listed snake_case variables',
    (_id, template) => {
      expect(template.variables.length).toBeGreaterThan(0);
      expect(new Set(template.variables).size).toBe(template.variables.length);
      for (const name of template.variables) expect(name).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(placeholders(template.template)).toEqual(new Set(template.variables));
    },
  );
});
