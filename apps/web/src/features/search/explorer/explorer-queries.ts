/**
 * Spec part 2, "Assistance Explorer (floating)": the home view's ready-made searches, as message
 * ids: each is asked in the interface language, which finds that language's articles first.
 */
export const POPULAR_SEARCHES = [
  'search.queryPromptCrafter',
  'search.queryImageTools',
  'search.queryWorkflowFeatures',
  'search.queryPlans',
  'search.queryRecommendations',
  'search.queryMediaPrompts',
] as const;

/** 'Getting Started' asks how to use the prompt crafter. */
export const GETTING_STARTED_QUERY = 'search.queryPromptCrafter';

/** 'Explore Platform' with nothing typed. */
export const EXPLORE_DEFAULT_QUERY = 'search.queryAiTools';
