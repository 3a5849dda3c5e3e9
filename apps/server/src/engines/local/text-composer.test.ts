import { StructuredResponse } from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import { PROMPT_TEMPLATES } from '../../features/prompts/template-catalogue';
import { composeText, splitItems } from './text-composer';

const template = (id: string) => {
  const found = PROMPT_TEMPLATES.find((t) => t.id === id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};

describe('composeText', () => {
  it('fills the variables, keeps blanks visible and says it is a local draft', () => {
    const { response, structured } = composeText({
      template: template('marketing-email'),
      variables: {
        product_name: 'Brewmate',
        target_audience: 'home baristas',
        key_benefit: 'café-quality espresso at home',
        offer: '20% off until Sunday',
        call_to_action: 'Shop the sale',
        brand_voice: '  ',
      },
      responseFormat: 'structured',
    });
    expect(StructuredResponse.safeParse(structured).success).toBe(true);
    expect(structured.summary).toMatch(/^Local draft \(no AI provider configured\)/);
    expect(structured.summary).toContain('not AI-written');
    expect(structured.title).toBe('Marketing email: Brewmate');

    const subjects = structured.sections.find((s) => s.title === 'Subject line options');
    expect(subjects?.items).toHaveLength(5);
    expect(subjects?.items?.join(' ')).toContain('Brewmate');
    const outline = structured.sections.find((s) => s.title === 'Email outline');
    expect(outline?.items?.join(' ')).toContain('Shop the sale');
    expect(outline?.content).toContain('[brand_voice]');

    const prompt = structured.sections.find((s) => s.title === 'Full prompt')?.content ?? '';
    expect(prompt).toContain('Product: Brewmate');
    expect(prompt).toContain('Brand voice: [brand_voice]');
    expect(prompt).not.toContain('[product_name]');

    expect(structured.action_items[0]).toBe('Fill in [brand_voice].');
    expect(structured.metadata).toMatchObject({
      engine: 'local',
      template_id: 'marketing-email',
      template_title: 'Marketing email',
      category: 'Marketing',
      variables_filled: 5,
      variables_missing: 1,
    });
    expect(response.startsWith('# Marketing email: Brewmate')).toBe(true);
    expect(response).toContain('Local draft (no AI provider configured)');
    expect(response).toContain('## Next steps');
    expect(structured.metadata.words).toBe(response.split(/\s+/).filter(Boolean).length);
  });

  it('lists what the template asks for and the constraints it sets', () => {
    const { structured } = composeText({
      template: template('cold-outreach-email'),
      variables: { prospect_name: 'Dana' },
      responseFormat: 'text',
    });
    const must = structured.sections.find(
      (s) => s.title === 'What the finished piece must include',
    );
    expect(must?.items).toContain('three subject lines (lowercase, under 6 words)');
    const constraints = structured.sections.find((s) => s.title === 'Constraints to respect');
    expect(constraints?.items).toContain('under 120 words');
  });

  it('answers a structured draft for every template, even with nothing filled in', () => {
    for (const t of PROMPT_TEMPLATES) {
      const { structured, response } = composeText({
        template: t,
        variables: {},
        responseFormat: 'structured',
      });
      expect(StructuredResponse.safeParse(structured).success, t.id).toBe(true);
      expect(structured.sections.length, t.id).toBeGreaterThanOrEqual(3);
      expect(structured.action_items, t.id).toHaveLength(t.variables.length + 2);
      expect(response, t.id).not.toContain('undefined');
      expect(structured.metadata.category).toBe(t.category);
    }
  });

  it('reads facts from pasted material: notes, code and sources', () => {
    const notes = composeText({
      template: template('meeting-summary'),
      variables: {
        meeting_title: 'Launch sync',
        meeting_notes:
          '- We agreed to ship on 3 June.\n- Priya will update the pricing page by Friday.\n- Do we need legal review?',
      },
      responseFormat: 'structured',
    }).structured;
    const section = (title: string) => notes.sections.find((s) => s.title === title)?.items;
    expect(section('Decisions found in the notes')).toEqual(['We agreed to ship on 3 June.']);
    expect(section('Possible action items')).toEqual([
      'Priya will update the pricing page by Friday.',
    ]);
    expect(section('Open questions')).toEqual(['Do we need legal review?']);

    const review = composeText({
      template: template('code-review'),
      variables: {
        language: 'TypeScript',
        code: 'const apiKey = "sk-123";\nfunction run(x: any) {\n  console.log(x);\n}',
      },
      responseFormat: 'structured',
    }).structured;
    const facts = review.sections.find((s) => s.title === 'Facts read from your code')?.items ?? [];
    expect(facts.join(' ')).toMatch(/credential/);
    expect(facts.join(' ')).toMatch(/Debug output/);
    expect(facts.join(' ')).toMatch(/any type/);
  });

  it('works from a custom prompt and says what it lacks', () => {
    const { structured, response } = composeText({
      template: null,
      variables: {},
      customPrompt: 'Write a product update about our new dark mode.',
      responseFormat: 'text',
    });
    expect(structured.title).toBe('Draft plan: Write a product update about our new dark mode');
    expect(structured.metadata).toMatchObject({ engine: 'local', template_id: 'custom' });
    const advice = structured.sections.find((s) => s.title === 'Make the prompt stronger');
    expect(advice?.items).toContain('Who it is for');
    expect(advice?.items).toContain('The tone');
    expect(response).toContain('Write a product update about our new dark mode.');
  });
});

describe('splitItems', () => {
  it('splits at top-level semicolons first, then commas, keeping brackets and quotes whole', () => {
    expect(splitItems('a table (task, owner; due), open questions, and risks.')).toEqual([
      'a table (task, owner; due)',
      'open questions',
      'risks',
    ]);
    expect(splitItems('one, two; three')).toEqual(['one, two', 'three']);
    expect(splitItems('say "yes, please", then stop')).toEqual(['say "yes, please"', 'stop']);
  });
});
