/**
 * What each creation tool's Demo button shows (spec part 1, "Creation workspace" and "Entities":
 * title, subtitle, description, emoji, slides, usps, steps, features, examples, video_url). The
 * examples carry no images and no video is linked: the page never loads media from elsewhere.
 */
export interface DemoSlide {
  /** A lucide-react icon name in kebab case, e.g. `wand-sparkles` (`lucide-react/icons/<name>`). */
  icon: string;
  title: string;
  caption: string;
  /** Full Tailwind gradient classes, so Tailwind finds them, e.g. `from-sky-500 to-indigo-600`. */
  color: string;
}

export interface DemoExample {
  title: string;
  description: string;
  image?: string;
}

export interface DemoContent {
  title: string;
  subtitle: string;
  description: string;
  emoji: string;
  slides: DemoSlide[];
  usps: string[];
  steps: string[];
  features: string[];
  examples: DemoExample[];
  video_url?: string;
}

export type DemoTool =
  | 'ai-image'
  | 'ai-video'
  | 'media'
  | 'text'
  | 'reimagine-image'
  | 'reimagine-video'
  | 'reimagine-analyze';

export const DEMO_CONTENT: Record<DemoTool, DemoContent> = {
  'ai-image': {
    title: 'AI Image Generation',
    subtitle: 'Free images in seconds, premium detail when it counts',
    emoji: '🎨',
    description:
      'Describe a picture in words and get an image back. The Free mode costs nothing and has no daily cap; Ultra and Ultra Pro add sharper detail, a choice of resolution, quality and aspect ratio, and show their price before you press Generate.',
    slides: [
      {
        icon: 'pen-line',
        title: 'Describe it',
        caption: 'Subject first, then style, lighting, colours and mood.',
        color: 'from-sky-500 to-indigo-600',
      },
      {
        icon: 'sparkles',
        title: 'Free or premium',
        caption: 'Free for drafts and ideas; Ultra and Ultra Pro for finished work.',
        color: 'from-violet-500 to-fuchsia-600',
      },
      {
        icon: 'sliders-horizontal',
        title: 'Tune the output',
        caption: 'Resolution up to 2048 px, three quality levels, seven aspect ratios.',
        color: 'from-amber-500 to-orange-600',
      },
      {
        icon: 'scan-search',
        title: 'Check and refine',
        caption: 'An analysis scores the match and suggests a better prompt.',
        color: 'from-emerald-500 to-teal-600',
      },
    ],
    usps: [
      'Free mode: no credits, no daily cap',
      'Ultra from 0.0325 credits and Ultra Pro from 0.052 credits per image',
      'The exact cost is shown before you generate',
      'Square, landscape and portrait formats, from 1:1 to 9:16',
    ],
    steps: [
      'Choose a mode: Free, Ultra or Ultra Pro.',
      'Write your prompt: what is in the picture, then how it should look (style, light, colour, mood).',
      'On Ultra and Ultra Pro, pick the resolution, quality and aspect ratio; the price updates as you choose.',
      'Press Generate and wait a few seconds (about 5 to 15).',
      'Download the image, or optimise it: the analysis scores the match and offers basic, enhanced and creative prompts to regenerate with.',
    ],
    features: [
      'Three modes: Free, Ultra and Ultra Pro',
      'Standard (1024 px), HD (1536 px) and Ultra HD (2048 px) on paid modes',
      'Fast, Balanced and High-detail quality',
      'Aspect ratios 1:1, 16:9, 9:16, 4:3, 3:4, 3:2 and 2:3',
      'One-click download with a descriptive file name',
      'Prompt-match analysis with three improved prompts (0.005 credits)',
      'Translate your prompt into 30 languages',
      'Every image kept in your creations history',
    ],
    examples: [
      {
        title: 'Product shot',
        description:
          '"Amber glass serum bottle on a travertine plinth, dappled sunlight through palm leaves, beige and sage palette, soft shadows": a clean 4:5 image for a shop listing.',
      },
      {
        title: 'Blog header',
        description:
          '"Cosy reading nook by a rainy window, warm lamp light, watercolour style": a square 1024 px illustration made on the Free mode, at no cost.',
      },
      {
        title: 'Social post',
        description:
          '"Flat lay of summer essentials on pastel yellow, empty space on the left for a headline": a 9:16 story background on Ultra.',
      },
    ],
  },

  'ai-video': {
    title: 'AI Video Generation',
    subtitle: 'Three quality tiers, from quick drafts to 1080p',
    emoji: '🎬',
    description:
      'Turn a sentence into a short clip. Ultra renders in about 12 seconds for fast iteration, Ultra Pro brings cinematic motion at 768p, and Ultra Max delivers the sharpest 1080p result. Duration, resolution and frame rate come from the tier you pick, and the credit cost is worked out before you start.',
    slides: [
      {
        icon: 'zap',
        title: 'Ultra',
        caption: 'About 12 seconds to render; 5 or 8 s clips at 540p to 1080p, 16 to 30 fps.',
        color: 'from-sky-500 to-cyan-600',
      },
      {
        icon: 'clapperboard',
        title: 'Ultra Pro',
        caption: 'Cinematic motion at 768p, 6 or 10 seconds.',
        color: 'from-violet-500 to-purple-600',
      },
      {
        icon: 'crown',
        title: 'Ultra Max',
        caption: 'The sharpest tier: 1080p, 6 seconds.',
        color: 'from-amber-500 to-rose-600',
      },
      {
        icon: 'gauge',
        title: 'Know the cost first',
        caption: 'Priced per second of video; the button tells you if your balance covers it.',
        color: 'from-emerald-500 to-teal-600',
      },
    ],
    usps: [
      'Ultra drafts in about 12 seconds',
      'Ultra Pro at 768p and Ultra Max at 1080p',
      'Pay per second of video, shown before you generate',
      'No charge when a generation fails or times out',
    ],
    steps: [
      'Pick a tier: Ultra for quick drafts, Ultra Pro or Ultra Max for the final cut.',
      'Describe the shot: the subject and what it does, the setting, then the camera movement and the mood.',
      'Choose the duration and resolution the tier offers (and the frame rate on Ultra).',
      'Check the cost, then press Generate: about 12 seconds on Ultra, 3 to 4 minutes on the other tiers.',
      'Play the clip, download it, or optimise it to get a prompt that matches your idea more closely.',
    ],
    features: [
      'Three tiers: Ultra, Ultra Pro and Ultra Max',
      'Resolutions 540p, 720p and 1080p on Ultra; 512p and 768p on Ultra Pro; 1080p on Ultra Max',
      'Frame rate 16, 24 or 30 fps on Ultra',
      'Per-second pricing with the total shown up front',
      'Progress updates while a long render runs',
      'In-page player and MP4 download',
      'Output analysis with suggested prompts to regenerate',
      'Translate your prompt into 30 languages',
    ],
    examples: [
      {
        title: 'Landscape establishing shot',
        description:
          '"Slow drone glide over terraced rice fields at sunrise, mist in the valleys": 6 seconds at 768p on Ultra Pro.',
      },
      {
        title: 'Product reveal',
        description:
          '"A perfume bottle rotates on a black mirrored pedestal, gold light rippling across the glass, slow orbit": 6 seconds at 1080p on Ultra Max.',
      },
      {
        title: 'Idea sketch',
        description:
          '"A paper boat sails across a puddle that reflects the night sky, gentle zoom in": a 5-second Ultra draft to test the idea before a final render.',
      },
    ],
  },

  media: {
    title: 'Media Prompt Builder',
    subtitle: 'Better prompts for image and video tools, four ways',
    emoji: '🪄',
    description:
      'Build prompts that get what you imagine out of image and video generators. Pick the format and the platform you are writing for, then choose a method: compose from structured fields with AI, start from a template, enhance your own prompt for free, or pick a proven prompt from the database.',
    slides: [
      {
        icon: 'wand-sparkles',
        title: 'AI method',
        caption: 'Fill in subject, style, lighting and more; get one polished prompt back.',
        color: 'from-violet-500 to-fuchsia-600',
      },
      {
        icon: 'layout-template',
        title: 'Templates',
        caption: 'Copy a proven structure and fill in the [variables].',
        color: 'from-sky-500 to-indigo-600',
      },
      {
        icon: 'sparkles',
        title: 'Free enhancer',
        caption: 'Adds quality, technical, style and composition terms your prompt lacks.',
        color: 'from-amber-500 to-orange-600',
      },
      {
        icon: 'database',
        title: 'Prompt database',
        caption: 'Ready-made prompts for over 25 platforms, by category and tool.',
        color: 'from-emerald-500 to-teal-600',
      },
    ],
    usps: [
      'Writes for over 25 image and video platforms',
      '15 free AI prompts a day',
      'The enhancer and the database are always free',
      'Translate any prompt into 30 languages',
    ],
    steps: [
      'Choose the format, image or video, and the platform and model you will use.',
      'Pick a method: AI, Template, Enhancer or Database.',
      'AI: fill in at least the subject; add style, composition, lighting, colours, mood, background, details, quality, material and rendering as you like (for video also duration, motion, camera, animation style and transitions).',
      'Template or Database: copy the prompt to the result and adjust it; Enhancer: paste your own prompt and enhance it.',
      'Copy the result, or translate it, and use it in the image or video tab or on your chosen platform.',
    ],
    features: [
      'Structured fields with 35 to 60 grouped options each',
      'Video fields: 3 durations, 7 motion types, 9 camera movements, 6 animation styles, 5 transitions',
      'Platforms from Midjourney, DALL-E 3 and Flux to Runway, Sora, Kling and Veo',
      'Template prompts with [variables] to fill in',
      'Enhancer that never adds what your prompt already says',
      'Searchable prompt database with tags',
      'One-click copy to the result area',
      'Translation into 30 languages',
    ],
    examples: [
      {
        title: 'From fields to prompt',
        description:
          'Subject "a red fox in fresh snow", style watercolor, composition close-up, lighting golden hour light, mood serene → "A red fox in fresh snow, watercolor style, close-up, golden hour light, serene atmosphere, highly detailed, sharp focus, professional quality".',
      },
      {
        title: 'Free enhancement',
        description:
          '"a lighthouse on a cliff" → "a lighthouse on a cliff, highly detailed, shallow depth of field, cinematic, rule of thirds".',
      },
      {
        title: 'Video prompt',
        description:
          'Subject "a hummingbird at a red flower", camera dolly in, motion slow motion, duration short → a prompt with the shot, camera, motion and a 3-5 second length spelled out.',
      },
    ],
  },

  text: {
    title: 'Text Generation',
    subtitle: 'Templates and AI models for everything you write',
    emoji: '✍️',
    description:
      'Write emails, posts, plans, code and research with templates built for real tasks, or with a prompt of your own. Choose the AI provider and model, and get plain text or a structured answer with a summary, sections and action items.',
    slides: [
      {
        icon: 'layout-template',
        title: 'Pick a template',
        caption: 'Marketing, sales, support, career, code, research and more.',
        color: 'from-sky-500 to-indigo-600',
      },
      {
        icon: 'list-checks',
        title: 'Fill in the details',
        caption: 'One field per variable; the template does the prompt engineering.',
        color: 'from-amber-500 to-orange-600',
      },
      {
        icon: 'bot',
        title: 'Choose a model',
        caption: 'OpenAI, Anthropic, Google Gemini and more, free or premium tiers.',
        color: 'from-violet-500 to-fuchsia-600',
      },
      {
        icon: 'message-square-text',
        title: 'Use the answer',
        caption: 'Copy it, translate it, or read it as sections and action items.',
        color: 'from-emerald-500 to-teal-600',
      },
    ],
    usps: [
      '50+ templates in 11 categories',
      'Providers from OpenAI and Anthropic to Groq, Cohere and self-hosted Ollama',
      'Free-tier models cost nothing; premium models 0.01 credits per answer',
      'Structured answers with sections and action items',
    ],
    steps: [
      'Choose a template, or Custom Prompt to write your own.',
      'Fill in the template’s fields; the more specific, the better the answer.',
      'Pick a provider and a model (choosing a provider selects its first model).',
      'Choose plain text or a structured answer, then press Generate Response.',
      'Copy the response or translate it into one of 30 languages.',
    ],
    features: [
      'Templates for marketing, social media, writing, business, sales, support, education, productivity, career, code and research',
      'Custom prompts for anything else',
      'Twelve providers with free and premium models',
      'Structured answers: title, summary, sections, action items',
      'Copy to clipboard in one click',
      'Translation into 30 languages',
      'Without a configured provider, a clearly labelled local draft: your template filled in, with an outline and checklist',
    ],
    examples: [
      {
        title: 'Marketing email',
        description:
          'Product, audience, benefit, offer and call to action in; five subject lines, preview text, the email and a P.S. out.',
      },
      {
        title: 'Code review',
        description:
          'Paste a function and name the focus (security, performance); get issues by severity with suggested fixes.',
      },
      {
        title: 'Meeting notes to summary',
        description:
          'Paste raw notes; get the decisions, a table of action items with owners, and the open questions.',
      },
    ],
  },
  'reimagine-image': {
    title: 'Reimagine: Image Reference Input',
    subtitle: 'Your own pictures, edited and combined with words',
    emoji: '🪄',
    description:
      'Start from a photo of your own: change its light, background or style by describing the change, or combine up to three reference images into one new picture. Five tools, from quick restyles to the most faithful edits; the price of each is shown before you press Generate.',
    slides: [
      {
        icon: 'wand-sparkles',
        title: 'Image Modification',
        caption: 'Describe the change: "make it golden hour", "put it on a beach".',
        color: 'from-sky-500 to-indigo-600',
      },
      {
        icon: 'layout-template',
        title: 'Multi-Image Reference',
        caption: 'One to three references combined into a new picture.',
        color: 'from-violet-500 to-fuchsia-600',
      },
      {
        icon: 'sliders-horizontal',
        title: 'Ultra, Ultra Pro, Ultra Pro Max',
        caption: 'Strength, guidance and steps for restyles; the most faithful edits on Pro Max.',
        color: 'from-amber-500 to-orange-600',
      },
      {
        icon: 'gauge',
        title: 'Know the cost first',
        caption: 'Priced per output image; up to four images per request.',
        color: 'from-emerald-500 to-teal-600',
      },
    ],
    usps: [
      'Upload a file or paste a link: every image is checked and cleaned (location data removed)',
      'One to three reference images for combinations',
      'Up to four variations per request',
      'Without an AI provider, a clearly labelled local editor changes tone, colour and focus from your words',
    ],
    steps: [
      'Choose a tool: Image Modification, Multi-Image Reference or one of the Ultra tools.',
      'Upload your image (or up to three references), or paste a link to it.',
      'Describe what should change; colour and mood words work well.',
      'Open Parameters for the aspect ratio, format, quality, number of images and strength.',
      'Press Generate Image (1-3 minutes), then download each result.',
    ],
    features: [
      'Five image tools',
      'Ten aspect ratios, including Match the input image',
      'JPG, PNG or WebP, HD or SD',
      'Strength 0-1, guidance 1-20, 10-50 inference steps where the tool takes them',
      'Every result kept in My creations',
    ],
    examples: [
      {
        title: 'Product on a new background',
        description:
          'A phone photo of a mug, "on a marble counter in morning light": a shop-ready picture.',
      },
      {
        title: 'Outfit combination',
        description:
          'A portrait and a jacket as references, "the person wearing this jacket in a city street".',
      },
      {
        title: 'Restyle',
        description: 'A landscape photo, "vintage film look, warm and faded", strength 0.6.',
      },
    ],
  },

  'reimagine-video': {
    title: 'Reimagine: Video Reference Input',
    subtitle: 'Your pictures set in motion, your videos restyled',
    emoji: '🎞️',
    description:
      'Turn a start image (and, if you like, an end image) into a short clip, or give a video of your own a new look: winter instead of summer, film grain, a different light. Three tools; the cost of your choices is shown before you press Generate.',
    slides: [
      {
        icon: 'zap',
        title: 'Video Reference Ultra',
        caption: '5 or 8 seconds at 360p to 1080p, from start to end image, with 16 effects.',
        color: 'from-sky-500 to-cyan-600',
      },
      {
        icon: 'clapperboard',
        title: 'Video Reference Ultra Pro',
        caption: 'Your own video restyled by the prompt, in seven aspect ratios including 4:5.',
        color: 'from-violet-500 to-purple-600',
      },
      {
        icon: 'crown',
        title: 'Video Reference Ultra Pro Max',
        caption: '6 or 10 seconds at 512p or 768p; 6 seconds at 1080p.',
        color: 'from-amber-500 to-rose-600',
      },
    ],
    usps: [
      'Start and end frames from your own images',
      'Restyle a video you upload or link',
      'Priced per clip; 8 seconds costs twice 5 seconds',
    ],
    steps: [
      'Choose a video tool.',
      'Add a start image and an end image (optional), or your video for Ultra Pro.',
      'Describe the motion or the new look.',
      'Pick quality, duration, resolution or aspect ratio; the price updates as you choose.',
      'Press Generate Video (2-5 minutes), then play and download it.',
    ],
    features: [
      'Qualities 360p, 540p, 720p and 1080p on Ultra',
      '16 effects on Ultra, None by default',
      'Resolutions 512p, 768p and 1080p on Pro Max',
      'Without an AI provider, a clearly labelled local editor films your image with a camera move or grades your video',
      'Every video kept in My creations',
    ],
    examples: [
      {
        title: 'Product turntable',
        description:
          'A product photo as the start image, "slow orbit around the bottle", 8 seconds.',
      },
      {
        title: 'Season change',
        description: 'A street video restyled: "the same street in deep winter, snow falling".',
      },
    ],
  },

  'reimagine-analyze': {
    title: 'Reimagine: Analyze Image',
    subtitle: 'Ask anything about a picture',
    emoji: '🔍',
    description:
      'Upload an image and ask a question: what is in it, how it is lit, which colours lead, how to recreate the look. With a vision-capable AI provider configured the model answers; without one, a local analysis reports what it can measure and says plainly that it is not AI.',
    slides: [
      {
        icon: 'scan-search',
        title: 'Image Analysis',
        caption: 'Your question about the picture, answered.',
        color: 'from-sky-500 to-indigo-600',
      },
      {
        icon: 'pen-line',
        title: 'Detailed Description',
        caption: 'A thorough description to reuse as a prompt.',
        color: 'from-violet-500 to-fuchsia-600',
      },
      {
        icon: 'sparkles',
        title: 'Style Analysis',
        caption: 'Palette, light, composition and mood.',
        color: 'from-amber-500 to-orange-600',
      },
    ],
    usps: [
      'Three analysis tools',
      'A fraction of a credit per analysis',
      'Copy the answer in one click',
    ],
    steps: [
      'Choose an analysis tool.',
      'Upload the image or paste a link to it.',
      'Write your question, e.g. "What is in this image?"',
      'Press Analyze Image and read the answer.',
    ],
    features: [
      'Vision models from OpenAI, Anthropic or Google when configured',
      'Offline: size, format, named colours, brightness, contrast and sharpness, measured',
      'Upload a file or paste a link; the image is checked and cleaned first',
      'Every analysis kept in My creations',
    ],
    examples: [
      {
        title: 'Prompt from a photo',
        description:
          'Detailed Description of a photo you like, then use it as the prompt for a new image.',
      },
      {
        title: 'Match a look',
        description: 'Style Analysis of a brand photo to brief a photographer or an image tool.',
      },
    ],
  },
};
