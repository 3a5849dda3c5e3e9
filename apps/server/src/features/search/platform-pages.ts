/**
 * The product's own pages, as the search assistant finds them ("promt craftr" finds the Prompt
 * Crafter). Their paths are the web app's routes.
 */
export const PLATFORM_PAGES = [
  {
    title: 'AI Image Generation',
    path: '/image-generation',
    body: 'Generate images from a text prompt: a free tier that costs no credits, and the paid Ultra and Ultra Pro tiers at up to Ultra HD resolution. Download as PNG.',
  },
  {
    title: 'AI Video Generation',
    path: '/video-generation',
    body: 'Make short videos from a prompt in three tiers (Ultra, Ultra Pro and Ultra Max), play them and download them as MP4.',
  },
  {
    title: 'Product Ads',
    path: '/product-ads',
    body: 'Upload a product photo and describe it to get image ad variations or a short video ad for your product, with an optimised prompt.',
  },
  {
    title: 'Reimagine AI',
    path: '/reimagine',
    body: 'Edit and restyle an uploaded photo, analyse an image, or set a photo in motion as a video.',
  },
  {
    title: 'AI Audio',
    path: '/audio-generation',
    body: 'Voice-overs from text, music from a description, and songs with lyrics over a track that can follow a reference.',
  },
  {
    title: 'Prompt Generation',
    path: '/prompt-generation',
    body: 'Build better prompts for image and video platforms from an idea, and browse the prompt database.',
  },
  {
    title: 'Prompt Crafter',
    path: '/prompt-crafter',
    body: 'Craft a detailed prompt step by step: subject, style, lighting, camera and mood, for any image or video generator.',
  },
  {
    title: 'Text Generation',
    path: '/text-generation',
    body: 'Write emails, product descriptions, articles and more from templates or a custom prompt, with the provider and model of your choice.',
  },
  {
    title: 'My Creations',
    path: '/creations',
    body: 'Every image, video, audio and text you generated, to view again, download or delete.',
  },
  {
    title: 'AI Tool Ideas',
    path: '/ai-tools',
    body: 'Recommendations of the right AI tool for a task, and a directory of AI tools by category.',
  },
  {
    title: 'Workflow Automation',
    path: '/workflows',
    body: 'Plan work with AI: workflows with steps and progress, made from a form or a template, shared, exported and imported.',
  },
  {
    title: 'Subscription and Usage',
    path: '/subscription',
    body: 'Your plan, daily limits and usage today, credit balance, credit packages and history, and plan upgrades.',
  },
  {
    title: 'Security',
    path: '/security',
    body: 'Two-factor authentication with an authenticator app and recovery codes, and your password.',
  },
  {
    title: 'Active Sessions',
    path: '/active-sessions',
    body: 'The devices signed in to your account (at most three), and signing out of the others.',
  },
  {
    title: 'Account Settings',
    path: '/settings',
    body: 'Your profile, notifications, appearance and plan, and deleting your account.',
  },
] as const;
