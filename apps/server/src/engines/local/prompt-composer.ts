import {
  buildPromptFromFields,
  type BuilderField,
  type BuilderFields,
  type PromptFormat,
} from '@atelier/contract';

/**
 * What a generator of each format needs and a user often leaves out; used only for blank fields,
 * so every choice the user made stands as written.
 */
const DEFAULTS: Record<PromptFormat, BuilderFields> = {
  image: {
    composition: 'balanced composition with a clear focal point',
    quality: 'highly detailed, sharp focus, professional quality',
  },
  video: {
    cameraMovement: 'steady and smooth',
    motionType: 'natural and fluid, physically plausible',
    quality: 'high detail, consistent subject and lighting throughout, no flicker or warping',
  },
};

/**
 * The prompt builder's AI method when no text provider is configured: the fields in the builder's
 * order (subject, details, setting, look, then quality; for video the shot, camera and motion),
 * with format-appropriate defaults where a field was left blank. Deterministic.
 */
export function composePrompt(fields: BuilderFields, format: PromptFormat): string {
  if (!fields.subject?.trim()) return buildPromptFromFields(fields, format);
  const completed: BuilderFields = { ...fields };
  for (const [field, value] of Object.entries(DEFAULTS[format]) as [BuilderField, string][]) {
    if (!completed[field]?.trim()) completed[field] = value;
  }
  return buildPromptFromFields(completed, format);
}
