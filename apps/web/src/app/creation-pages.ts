/**
 * The creation pages travel as one chunk, like the billing pages: each lazy route writes its
 * chunk's name into the entry script, and the landing page's budget (docs/decisions/004) has no
 * room for six more. The wrapper pages share nearly all their code anyway, and the tools that
 * take the user's media (reimagine) reuse most of it.
 */
export {
  ImageGenerationPage,
  PromptCrafterPage,
  PromptGenerationPage,
  TextGenerationPage,
  VideoGenerationPage,
} from './workspace-pages';
export { default as CreationsPage } from './creations/creations-page';
export { default as ReimaginePage } from '../reimagine/reimagine-page';
export { default as ProductAdsPage } from '../product-ads/product-ads-page';
export { default as AudioPage } from '../audio/audio-page';
