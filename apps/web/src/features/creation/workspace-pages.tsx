import { WorkspacePage } from './workspace-page';

/** The spec's wrapper pages: the workspace opened on one tool, the other tabs hidden. */
export function ImageGenerationPage() {
  return (
    <WorkspacePage
      title="AI Image Generation"
      description="Unlimited free images, or sharper Ultra and Ultra Pro images for credits."
      visibleTabs={['ai-image']}
    />
  );
}

export function VideoGenerationPage() {
  return (
    <WorkspacePage
      title="AI Video Generation"
      description="Short videos from a prompt, in three quality tiers."
      visibleTabs={['ai-video']}
    />
  );
}

export function TextGenerationPage() {
  return (
    <WorkspacePage
      title="Text Generation"
      description="Write with templates or your own prompt."
      visibleTabs={['text']}
    />
  );
}

export function PromptGenerationPage() {
  return (
    <WorkspacePage
      title="Prompt Generation"
      description="Build detailed prompts for image and video tools."
      visibleTabs={['media']}
    />
  );
}

/** The prompt crafter is the prompt builder on its own page. */
export function PromptCrafterPage() {
  return (
    <WorkspacePage
      title="Prompt Crafter"
      description="Craft image and video prompts step by step."
      visibleTabs={['media']}
    />
  );
}
