import {
  COMPLEXITY_LEVELS,
  TIMELINE_PREFERENCES,
  WORKFLOW_CATEGORIES,
  type WorkflowCategory,
} from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import { AI_TOOLS_DIRECTORY } from '../ai-tools/directory';
import { planSteps, type PlanStepsForm, type PlannedStep } from './plan-steps';

const baseForm: PlanStepsForm = {
  name: 'Spring product launch',
  description: 'Launch the new running shoe range online and in newsletters.',
  category: 'marketing',
  phases: ['research', 'strategy', 'content creation', 'launch', 'analyse results'],
  ai_tools_needed: [],
  kra: 'Grow online revenue from the new range',
  kpi: '500 orders in the first 30 days',
  target_audience: 'urban runners aged 25-40',
  timeline_preference: 'standard',
  complexity_level: 'intermediate',
};

const form = (over: Partial<PlanStepsForm> = {}): PlanStepsForm => ({ ...baseForm, ...over });

/** Upper bound of a duration text in working days ('2-3 days' → 3, '1-2 weeks' → 10). */
function upperDays(text: string): number {
  const m = /^(\d+)(?:-(\d+))? (day|days|week|weeks)$/.exec(text);
  expect(m, text).not.toBeNull();
  const high = Number(m![2] ?? m![1]);
  return m![3].startsWith('week') ? high * 5 : high;
}

const nonEmpty = (s: string) => s.trim().length > 0;

function expectWellFormed(steps: PlannedStep[]) {
  for (const step of steps) {
    expect(nonEmpty(step.title)).toBe(true);
    expect(nonEmpty(step.description)).toBe(true);
    expect(nonEmpty(step.estimated_duration)).toBe(true);
    upperDays(step.estimated_duration);
    expect(step.deliverables.length).toBeGreaterThan(0);
    expect(step.deliverables.every(nonEmpty)).toBe(true);
    expect(step.recommended_tools.length).toBeGreaterThanOrEqual(1);
    expect(step.recommended_tools.length).toBeLessThanOrEqual(5);
    expect(step.recommended_tools.every(nonEmpty)).toBe(true);
    expect(new Set(step.recommended_tools).size).toBe(step.recommended_tools.length);
  }
}

describe('planSteps', () => {
  it('maps each phase to one step, in order, with cleaned capitalised titles', () => {
    const steps = planSteps(
      form({
        phases: ['  research ', '2. strategy', 'content creation', '- launch', 'analyse results'],
      }),
    );
    expect(steps.map((s) => s.title)).toEqual([
      'Research',
      'Strategy',
      'Content creation',
      'Launch',
      'Analyse results',
    ]);
  });

  it('splits comma lists, drops blanks and duplicates', () => {
    const steps = planSteps(form({ phases: ['Discovery, design', '', 'design', 'Build'] }));
    expect(steps.map((s) => s.title)).toEqual(['Discovery', 'Design', 'Build']);
  });

  it('writes phase-aware descriptions and deliverables using the form', () => {
    const [research, , content, launch, measure] = planSteps(form());
    expect(research.description).toContain('urban runners aged 25-40');
    expect(research.deliverables.join(' ')).toMatch(/research summary/i);
    expect(content.deliverables.join(' ')).toMatch(/content/i);
    expect(launch.deliverables.join(' ')).toMatch(/launch/i);
    expect(measure.description).toContain('500 orders in the first 30 days');
    expect(measure.deliverables.join(' ')).toMatch(/KPI report/);
  });

  it('falls back to a generic step for unrecognised phase words', () => {
    const [step] = planSteps(form({ phases: ['Stakeholder alignment'] }));
    expect(step.title).toBe('Stakeholder alignment');
    expect(step.description).toContain('Stakeholder alignment');
    expect(step.deliverables.length).toBeGreaterThan(0);
  });

  it('includes the named tools, in directory spelling, and keeps unknown ones as given', () => {
    const steps = planSteps(
      form({ ai_tools_needed: ['chatgpt', 'Midjourney', 'Julius AI', 'Our Internal CRM'] }),
    );
    const all = steps.flatMap((s) => s.recommended_tools);
    for (const name of ['ChatGPT', 'Midjourney', 'Julius AI', 'Our Internal CRM']) {
      expect(all).toContain(name);
    }
    expect(all).not.toContain('chatgpt');
    // Placed where they fit: analytics on the analysis step, image generation on content.
    expect(steps[4].recommended_tools).toContain('Julius AI');
    expect(steps[2].recommended_tools).toContain('Midjourney');
    expectWellFormed(steps);
  });

  it('knows a tool by the start of its name, when only one tool starts so', () => {
    const steps = planSteps(form({ ai_tools_needed: ['Canva', 'Goo'] }));
    const all = steps.flatMap((s) => s.recommended_tools);
    expect(all).toContain('Canva Magic Studio');
    expect(all).not.toContain('Canva');
    // Placed by kind like any directory tool, not on every step.
    expect(
      steps.filter((s) => s.recommended_tools.includes('Canva Magic Studio')).length,
    ).toBeLessThan(steps.length);
    // Too short to recognise: kept as given, on every step.
    expect(steps.every((s) => s.recommended_tools.includes('Goo'))).toBe(true);
  });

  it('places a named tool that fits no phase somewhere anyway', () => {
    const steps = planSteps(form({ phases: ['Research', 'Launch'], ai_tools_needed: ['Testim'] }));
    expect(steps.flatMap((s) => s.recommended_tools)).toContain('Testim');
    expectWellFormed(steps);
  });

  it('keeps to at most 5 tools per step even with many named tools', () => {
    const named = ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'ChatGPT'];
    const steps = planSteps(form({ ai_tools_needed: named }));
    expectWellFormed(steps);
  });

  it('recommends directory tools matched to the phase and category', () => {
    const known = new Set(AI_TOOLS_DIRECTORY.map((t) => t.name));
    const steps = planSteps(
      form({
        category: 'software_engineering',
        phases: ['Implementation', 'Testing', 'Analyse results'],
      }),
    );
    for (const s of steps) for (const t of s.recommended_tools) expect(known.has(t), t).toBe(true);
    const byName = new Map(AI_TOOLS_DIRECTORY.map((t) => [t.name, t.category]));
    expect(steps[0].recommended_tools.map((t) => byName.get(t))).toContain('code_generation');
    expect(steps[1].recommended_tools.map((t) => byName.get(t))).toContain('testing');
    expect(steps[2].recommended_tools.map((t) => byName.get(t))).toContain('data_analytics');
  });

  it.each(WORKFLOW_CATEGORIES.map((c) => [c] as const))(
    'gives 4-6 well-formed default steps for %s when no phases are given',
    (category: WorkflowCategory) => {
      const known = new Set(AI_TOOLS_DIRECTORY.map((t) => t.name));
      const steps = planSteps(form({ category, phases: [], ai_tools_needed: [] }));
      expect(steps.length).toBeGreaterThanOrEqual(4);
      expect(steps.length).toBeLessThanOrEqual(6);
      expect(new Set(steps.map((s) => s.title)).size).toBe(steps.length);
      expectWellFormed(steps);
      for (const s of steps)
        for (const t of s.recommended_tools) expect(known.has(t), t).toBe(true);
    },
  );

  it('treats whitespace-only phases as none', () => {
    const steps = planSteps(form({ phases: ['  ', ''] }));
    expect(steps.length).toBeGreaterThanOrEqual(4);
  });

  it('makes quick shorter than standard, and standard shorter than comprehensive', () => {
    for (const complexity_level of COMPLEXITY_LEVELS) {
      const days = TIMELINE_PREFERENCES.map((timeline_preference) =>
        planSteps(form({ timeline_preference, complexity_level })).map((s) =>
          upperDays(s.estimated_duration),
        ),
      );
      const [quick, standard, comprehensive] = days;
      quick.forEach((d, i) => {
        expect(d).toBeLessThan(comprehensive[i]);
        expect(d).toBeLessThanOrEqual(standard[i]);
        expect(standard[i]).toBeLessThanOrEqual(comprehensive[i]);
      });
    }
  });

  it('makes advanced work take at least as long as beginner work', () => {
    const beginner = planSteps(form({ complexity_level: 'beginner' }));
    const advanced = planSteps(form({ complexity_level: 'advanced' }));
    beginner.forEach((s, i) => {
      expect(upperDays(s.estimated_duration)).toBeLessThanOrEqual(
        upperDays(advanced[i].estimated_duration),
      );
    });
  });

  it('is deterministic', () => {
    const f = form({ ai_tools_needed: ['Claude', 'Zapier'] });
    expect(planSteps(f)).toEqual(planSteps(f));
  });
});
