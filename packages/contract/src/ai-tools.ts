import { z } from 'zod';

/**
 * AI Tool Recommendations page (spec part 2): ten task-type cards, each answered with one
 * recommendation, and a side directory of external tools filtered by category. The constants are
 * plain data so the web page can draw the cards and the filter without a request.
 */

// ---- Task types (the ten cards, in the spec's order) --------------------------------------

export const AI_TASK_TYPE_VALUES = [
  'data_analytics',
  'text_generation',
  'media_generation',
  'automation',
  'code_generation',
  'business_ecommerce',
  'hr_recruitment',
  'ai_development',
  'app_development',
  'seo_marketing',
] as const;
export type AiTaskType = (typeof AI_TASK_TYPE_VALUES)[number];

export interface AiTaskTypeOption {
  value: AiTaskType;
  label: string;
  description: string;
}

/** The ten cards, in the spec's order, each with its title and a one-line description. */
export const AI_TASK_TYPES: readonly AiTaskTypeOption[] = [
  {
    value: 'data_analytics',
    label: 'Data Analytics',
    description:
      'Explore datasets, build charts and get answers from your numbers in plain language.',
  },
  {
    value: 'text_generation',
    label: 'Text Generation',
    description: 'Draft articles, emails, summaries and any other written content.',
  },
  {
    value: 'media_generation',
    label: 'Media Generation',
    description: 'Create images, videos and audio from a text prompt or a reference.',
  },
  {
    value: 'automation',
    label: 'Automation',
    description: 'Connect apps and let repetitive, multi-step work run on its own.',
  },
  {
    value: 'code_generation',
    label: 'Code Generation',
    description: 'Write, explain, refactor and review code with an AI pair programmer.',
  },
  {
    value: 'business_ecommerce',
    label: 'Business & E-commerce',
    description:
      'Product listings, store copy, ad creatives and customer support for online sales.',
  },
  {
    value: 'hr_recruitment',
    label: 'HR & Recruitment',
    description: 'Write job posts, screen candidates and schedule interviews.',
  },
  {
    value: 'ai_development',
    label: 'AI Development',
    description: 'Build, evaluate and ship applications on top of large language models.',
  },
  {
    value: 'app_development',
    label: 'App Development',
    description: 'Turn a description into a working web or mobile app, front end to database.',
  },
  {
    value: 'seo_marketing',
    label: 'SEO & Marketing',
    description: 'Research keywords, optimise pages and produce campaign content that ranks.',
  },
];

// ---- Directory categories (the side filter, after its "all" choice) -----------------------

export const AI_TOOL_CATEGORY_VALUES = [
  'data_analytics',
  'text_generation',
  'media_generation',
  'code_generation',
  'automation',
  'seo_marketing',
  'translation',
  'testing',
] as const;
export type AiToolCategory = (typeof AI_TOOL_CATEGORY_VALUES)[number];

/** The filter's choices in the spec's order, without the leading "all". */
export const AI_TOOL_CATEGORIES: readonly { value: AiToolCategory; label: string }[] = [
  { value: 'data_analytics', label: 'Data Analytics' },
  { value: 'text_generation', label: 'Text Generation' },
  { value: 'media_generation', label: 'Media Generation' },
  { value: 'code_generation', label: 'Code Generation' },
  { value: 'automation', label: 'Automation' },
  { value: 'seo_marketing', label: 'SEO & Marketing' },
  { value: 'translation', label: 'Translation' },
  { value: 'testing', label: 'Testing' },
];

/** The filter's first choice, showing every category. */
export const AI_TOOL_FILTER_ALL = { value: 'all', label: 'All' } as const;

// ---- Schemas ------------------------------------------------------------------------------

export const AiTool = z.object({
  name: z.string(),
  description: z.string(),
  category: z.enum(AI_TOOL_CATEGORY_VALUES),
  url: z.string(),
});
export type AiTool = z.infer<typeof AiTool>;

export const AiToolsResponse = z.object({ tools: z.array(AiTool) });
export type AiToolsResponse = z.infer<typeof AiToolsResponse>;

export const Recommendation = z.object({
  task_type: z.enum(AI_TASK_TYPE_VALUES),
  tool: z.string(),
  provider: z.string(),
  model: z.string(),
  reason: z.string(),
  /** The tool's official site, when the pick is an external tool. */
  url: z.string().optional(),
  /** An in-app route (e.g. '/image-generation') when one of this platform's own tools fits. */
  platform_path: z.string().optional(),
});
export type Recommendation = z.infer<typeof Recommendation>;

export const AI_TASK_TYPE_ERROR = `task_type must be one of: ${AI_TASK_TYPE_VALUES.join(', ')}`;

export const RecommendQuery = z.object({
  task_type: z.enum(AI_TASK_TYPE_VALUES, { error: AI_TASK_TYPE_ERROR }),
});
export type RecommendQuery = z.infer<typeof RecommendQuery>;
