import type { LucideIcon } from 'lucide-react';
import AudioLinesIcon from 'lucide-react/icons/audio-lines';
import ImageIcon from 'lucide-react/icons/image';
import LayersIcon from 'lucide-react/icons/layers';
import MegaphoneIcon from 'lucide-react/icons/megaphone';
import SparklesIcon from 'lucide-react/icons/sparkles';
import VideoIcon from 'lucide-react/icons/video';
import WandSparklesIcon from 'lucide-react/icons/wand-sparkles';
import WorkflowIcon from 'lucide-react/icons/workflow';

export interface TourSlide {
  id: string;
  icon: LucideIcon;
  title: string;
  subtitle: string;
  description: string;
  features: [string, string, string, string];
  example: { label: string; input: string; output: string };
  /** Full class names, so Tailwind finds them. */
  accent: string;
}

/** Spec part 1, "Landing page": eight slides, each with four features and an example. */
export const TOUR_SLIDES: TourSlide[] = [
  {
    id: 'free-images',
    icon: ImageIcon,
    title: 'Free image generation',
    subtitle: 'Unlimited images, no credits needed',
    description:
      'Type what you imagine and get an image in seconds on the free tier. Switch to Ultra or Ultra Pro when a piece needs premium detail.',
    features: [
      'Free tier without credits or daily caps',
      'Ultra and Ultra Pro for premium quality',
      'Resolution, quality and aspect ratio on paid tiers',
      'Download, or analyse and refine any result',
    ],
    example: {
      label: 'Prompt',
      input: 'A cozy reading nook by a rainy window, warm lamp light, watercolor style',
      output: 'A square image in about 5 to 15 seconds, free',
    },
    accent: 'from-sky-500 to-indigo-600',
  },
  {
    id: 'premium-video',
    icon: VideoIcon,
    title: 'Premium video',
    subtitle: 'Three quality tiers, from quick clips to 1080p',
    description:
      'Turn a sentence into a short film. Ultra renders in about 12 seconds; Ultra Pro and Ultra Max bring 768p and 1080p for the final cut.',
    features: [
      'Ultra, Ultra Pro (768p) and Ultra Max (1080p)',
      'Duration, resolution and frame rate you choose',
      'The cost is shown before you generate',
      'Play, download and optimise the result',
    ],
    example: {
      label: 'Prompt',
      input: 'A drone shot gliding over terraced rice fields at sunrise, mist in the valleys',
      output: 'A 6-second 768p clip, ready to download',
    },
    accent: 'from-violet-500 to-fuchsia-600',
  },
  {
    id: 'product-ads',
    icon: MegaphoneIcon,
    title: 'Product ads',
    subtitle: 'From one product photo to a campaign',
    description:
      'Upload a product photo, describe it, and get a short video ad or up to three image-ad variations styled for the audience you name.',
    features: [
      'Video ads up to 5 seconds',
      'One to three image-ad variations at a time',
      'Styles from minimalist to luxury, or your own',
      'An effectiveness score with better descriptions',
    ],
    example: {
      label: 'Brief',
      input: 'Ceramic pour-over coffee set, for home baristas, minimalist style',
      output: 'Three image ads in 30 to 60 seconds',
    },
    accent: 'from-amber-500 to-orange-600',
  },
  {
    id: 'reimagine',
    icon: WandSparklesIcon,
    title: 'Reimagine',
    subtitle: 'New media from the media you already have',
    description:
      'Start from your own photos or clips: restyle an image, combine up to three references, animate a still, or ask what is in a picture.',
    features: [
      'Image modification with adjustable strength',
      'Up to three reference images in one result',
      'Videos from a reference image or clip',
      'Image analysis that answers your question',
    ],
    example: {
      label: 'Reference + prompt',
      input: 'A daytime street photo + "the same street at night, neon reflections on wet asphalt"',
      output: 'A night version that keeps the street you shot',
    },
    accent: 'from-emerald-500 to-teal-600',
  },
  {
    id: 'audio',
    icon: AudioLinesIcon,
    title: 'AI audio',
    subtitle: 'Voice overs, songs and music',
    description:
      'Give your videos a voice in over 180 voices, write a song with lyrics, or score a scene with an instrumental track.',
    features: [
      '180+ voices across many languages',
      'Speed, pitch, volume and emotion controls',
      'Songs with vocals from your own lyrics',
      'Instrumental music up to 30 seconds',
    ],
    example: {
      label: 'Voice over',
      input: '"Welcome to our spring collection." Warm narrator, speed 1.0',
      output: 'A studio-clean MP3, ready for your edit',
    },
    accent: 'from-rose-500 to-pink-600',
  },
  {
    id: 'smart-prompts',
    icon: SparklesIcon,
    title: 'Smart prompts',
    subtitle: '15 free prompts a day, for 25+ platforms',
    description:
      'Build prompts field by field, enhance a rough idea for free, or let AI write the perfect prompt for the image or video tool you use.',
    features: [
      'Guided builder: subject, style, lighting, mood',
      'A free enhancer that costs no API calls',
      'A prompt library by tool and category',
      'Translation into 30 languages',
    ],
    example: {
      label: 'Idea',
      input: 'a fox in a forest',
      output:
        'A red fox in a misty pine forest at dawn, soft rim light, shallow depth of field, cinematic',
    },
    accent: 'from-primary-500 to-primary-700',
  },
  {
    id: 'workflows',
    icon: WorkflowIcon,
    title: 'Workflow automation',
    subtitle: 'Plan AI projects step by step',
    description:
      'Pick one of 30+ templates or describe your project, and get a guided plan with the tools and deliverables for every step.',
    features: [
      '30+ templates across 13 categories',
      'Steps with tools, durations and deliverables',
      'Progress tracking as you complete steps',
      'Share links, import and export for your team',
    ],
    example: {
      label: 'Template',
      input: 'Launch a podcast',
      output: 'Six steps from concept to first episode, with the AI tools for each',
    },
    accent: 'from-cyan-500 to-blue-600',
  },
  {
    id: 'all-in-one',
    icon: LayersIcon,
    title: 'All in one place',
    subtitle: 'One account, one balance, no API keys',
    description:
      'Every tool shares your account, your credits and your history. Start free, buy credits only for premium work, and upgrade only if you need higher daily limits.',
    features: [
      'No API keys and no credit card to start',
      '1 credit = 1 USD, shown before you spend',
      'Plans from free to enterprise, cancel anytime',
      'Up to 3 devices signed in at once',
    ],
    example: {
      label: 'A launch, start to finish',
      input: 'Script, voice over, cover image and promo clip',
      output: 'Made in one workspace, paid from one balance',
    },
    accent: 'from-indigo-500 to-purple-600',
  },
];
