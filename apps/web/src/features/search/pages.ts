/**
 * The search assistant's pages travel as one chunk, as the billing pages do: each lazy import in
 * the route table lists its chunk's dependencies in the entry script, which the landing page
 * loads (docs/decisions/004); the four pages share their result and search components anyway.
 */
export { default as CopilotPage } from './copilot/copilot-page';
export { default as HelpArticlePage } from './help/help-article-page';
export { default as HelpIndexPage } from './help/help-index-page';
export { default as SearchPage } from './search-page';
