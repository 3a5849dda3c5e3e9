/** Spec part 2, "Assistance Explorer (floating)": the home view's ready-made searches. */
export const POPULAR_SEARCHES = [
  'How to use prompt crafter?',
  'AI image generation tools',
  'Workflow automation features',
  'Subscription plans comparison',
  'AI recommendations usage',
  'Media generation prompts',
] as const;

/** 'Getting Started' asks how to use the prompt crafter. */
export const GETTING_STARTED_QUERY = 'How to use prompt crafter?';

/** 'Explore Platform' with nothing typed. */
export const EXPLORE_DEFAULT_QUERY = 'AI tools';
