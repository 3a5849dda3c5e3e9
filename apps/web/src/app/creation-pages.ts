/**
 * The creation pages travel as one chunk, like the billing pages: each lazy route writes its
 * chunk's name into the entry script, and the landing page's budget (docs/decisions/004) has no
 * room for six more. The wrapper pages share nearly all their code anyway, and the tools that
 * take the user's media (reimagine) reuse most of it. The chunk gathers four features' pages
 * (creation, reimagine, product ads, audio), so it lives here rather than in one of them: a
 * feature does not import another.
 */
export {
  ImageGenerationPage,
  PromptCrafterPage,
  PromptGenerationPage,
  TextGenerationPage,
  VideoGenerationPage,
} from '../features/creation/workspace-pages';
export { default as CreationsPage } from '../features/creation/creations/creations-page';
export { default as ReimaginePage } from '../features/reimagine/reimagine-page';
export { default as ProductAdsPage } from '../features/product-ads/product-ads-page';
export { default as AudioPage } from '../features/audio/audio-page';
