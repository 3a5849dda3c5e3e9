import type {
  SharedWorkflow,
  Workflow,
  WorkflowStep,
  WorkflowTemplateListItem,
} from '@atelier/contract';
import type { MockRoutes } from '../../test/mock-api';

/** Test data for the workflow pages, shaped as the API answers it. */

export function makeStep(number: number, overrides: Partial<WorkflowStep> = {}): WorkflowStep {
  return {
    id: `00000000-0000-4000-8000-0000000001${String(number).padStart(2, '0')}`,
    step_number: number,
    title: `Step title ${number}`,
    description: `What happens in step ${number}.`,
    estimated_duration: `${number} days`,
    recommended_tools: ['ChatGPT', 'Notion'],
    deliverables: [`Deliverable ${number}`],
    status: 'pending',
    ...overrides,
  };
}

export function makeWorkflow(overrides: Partial<Workflow> = {}): Workflow {
  const steps = overrides.steps ?? [
    makeStep(1, { status: 'completed' }),
    makeStep(2, { status: 'in_progress' }),
    makeStep(3),
    makeStep(4),
  ];
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Product launch',
    description: 'Take the new app to market.',
    category: 'marketing',
    status: 'active',
    difficulty: 'intermediate',
    estimated_timeline: '6 weeks',
    timeline_preference: 'standard',
    progress: 25,
    kra: 'Awareness',
    kpi: '1,000 sign-ups',
    target_audience: 'Small teams',
    ai_tools: ['ChatGPT'],
    tags: ['marketing'],
    template_id: null,
    team_id: null,
    created_at: '2025-05-01T09:00:00.000Z',
    updated_at: '2025-05-01T09:00:00.000Z',
    ...overrides,
    steps,
  };
}

export const SECOND_WORKFLOW = makeWorkflow({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Hiring pipeline',
  description: 'Hire two engineers.',
  category: 'hr_recruitment',
  status: 'completed',
  progress: 100,
  steps: [makeStep(1, { id: '00000000-0000-4000-8000-000000000201', status: 'completed' })],
});

export function makeTemplate(
  overrides: Partial<WorkflowTemplateListItem> = {},
): WorkflowTemplateListItem {
  return {
    id: 'content-calendar',
    name: 'Content Calendar',
    description: 'A month of posts, planned and drafted.',
    category: 'content_creation',
    difficulty: 'beginner',
    duration: '2-3 weeks',
    phases: [
      {
        title: 'Audience research',
        description: 'Who reads us.',
        estimated_duration: '2 days',
        deliverables: ['Personas'],
        recommended_tools: ['Perplexity'],
      },
      {
        title: 'Drafting',
        description: 'Write the posts.',
        estimated_duration: '1 week',
        deliverables: ['Drafts'],
        recommended_tools: ['Claude'],
      },
    ],
    ai_tools: ['Perplexity', 'Claude'],
    kra: 'Reach',
    kpi: 'Posts a week',
    tags: ['content', 'social'],
    runnable: false,
    estimate_credits: null,
    ...overrides,
  };
}

export function makeShared(overrides: Partial<SharedWorkflow> = {}): SharedWorkflow {
  const { id: _id, template_id: _template, steps, ...workflow } = makeWorkflow();
  return {
    workflow: { ...workflow, steps: steps.map(({ id: _step, ...step }) => step) },
    expires_at: '2099-06-30T12:00:00.000Z',
    ...overrides,
  };
}

/** What the page reads on load, so a test lists only the calls it is about. */
export function workflowApi(routes: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/workflows': { body: [makeWorkflow(), SECOND_WORKFLOW] },
    'GET /api/workflows/templates': { body: [makeTemplate()] },
    ...routes,
  };
}
