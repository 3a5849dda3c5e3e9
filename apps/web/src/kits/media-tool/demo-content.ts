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

/** Every text is a message id (locales/<lang>/creationDemo.json). */
export const DEMO_CONTENT: Record<DemoTool, DemoContent> = {
  'ai-image': {
    title: 'creationDemo.aiImageTitle',
    subtitle: 'creationDemo.aiImageSubtitle',
    emoji: '🎨',
    description: 'creationDemo.aiImageDescription',
    slides: [
      {
        icon: 'pen-line',
        title: 'creationDemo.aiImageSlide1Title',
        caption: 'creationDemo.aiImageSlide1Caption',
        color: 'from-sky-500 to-indigo-600',
      },
      {
        icon: 'sparkles',
        title: 'creationDemo.aiImageSlide2Title',
        caption: 'creationDemo.aiImageSlide2Caption',
        color: 'from-violet-500 to-fuchsia-600',
      },
      {
        icon: 'sliders-horizontal',
        title: 'creationDemo.aiImageSlide3Title',
        caption: 'creationDemo.aiImageSlide3Caption',
        color: 'from-amber-500 to-orange-600',
      },
      {
        icon: 'scan-search',
        title: 'creationDemo.aiImageSlide4Title',
        caption: 'creationDemo.aiImageSlide4Caption',
        color: 'from-emerald-500 to-teal-600',
      },
    ],
    usps: [
      'creationDemo.aiImageUsp1',
      'creationDemo.aiImageUsp2',
      'creationDemo.aiImageUsp3',
      'creationDemo.aiImageUsp4',
    ],
    steps: [
      'creationDemo.aiImageStep1',
      'creationDemo.aiImageStep2',
      'creationDemo.aiImageStep3',
      'creationDemo.aiImageStep4',
      'creationDemo.aiImageStep5',
    ],
    features: [
      'creationDemo.aiImageFeature1',
      'creationDemo.aiImageFeature2',
      'creationDemo.aiImageFeature3',
      'creationDemo.aiImageFeature4',
      'creationDemo.aiImageFeature5',
      'creationDemo.aiImageFeature6',
      'creationDemo.aiImageFeature7',
      'creationDemo.aiImageFeature8',
    ],
    examples: [
      {
        title: 'creationDemo.aiImageExample1Title',
        description: 'creationDemo.aiImageExample1Description',
      },
      {
        title: 'creationDemo.aiImageExample2Title',
        description: 'creationDemo.aiImageExample2Description',
      },
      {
        title: 'creationDemo.aiImageExample3Title',
        description: 'creationDemo.aiImageExample3Description',
      },
    ],
  },
  'ai-video': {
    title: 'creationDemo.aiVideoTitle',
    subtitle: 'creationDemo.aiVideoSubtitle',
    emoji: '🎬',
    description: 'creationDemo.aiVideoDescription',
    slides: [
      {
        icon: 'zap',
        title: 'creationDemo.aiVideoSlide1Title',
        caption: 'creationDemo.aiVideoSlide1Caption',
        color: 'from-sky-500 to-cyan-600',
      },
      {
        icon: 'clapperboard',
        title: 'creationDemo.aiVideoSlide2Title',
        caption: 'creationDemo.aiVideoSlide2Caption',
        color: 'from-violet-500 to-purple-600',
      },
      {
        icon: 'crown',
        title: 'creationDemo.aiVideoSlide3Title',
        caption: 'creationDemo.aiVideoSlide3Caption',
        color: 'from-amber-500 to-rose-600',
      },
      {
        icon: 'gauge',
        title: 'creationDemo.aiVideoSlide4Title',
        caption: 'creationDemo.aiVideoSlide4Caption',
        color: 'from-emerald-500 to-teal-600',
      },
    ],
    usps: [
      'creationDemo.aiVideoUsp1',
      'creationDemo.aiVideoUsp2',
      'creationDemo.aiVideoUsp3',
      'creationDemo.aiVideoUsp4',
    ],
    steps: [
      'creationDemo.aiVideoStep1',
      'creationDemo.aiVideoStep2',
      'creationDemo.aiVideoStep3',
      'creationDemo.aiVideoStep4',
      'creationDemo.aiVideoStep5',
    ],
    features: [
      'creationDemo.aiVideoFeature1',
      'creationDemo.aiVideoFeature2',
      'creationDemo.aiVideoFeature3',
      'creationDemo.aiVideoFeature4',
      'creationDemo.aiVideoFeature5',
      'creationDemo.aiVideoFeature6',
      'creationDemo.aiVideoFeature7',
      'creationDemo.aiVideoFeature8',
    ],
    examples: [
      {
        title: 'creationDemo.aiVideoExample1Title',
        description: 'creationDemo.aiVideoExample1Description',
      },
      {
        title: 'creationDemo.aiVideoExample2Title',
        description: 'creationDemo.aiVideoExample2Description',
      },
      {
        title: 'creationDemo.aiVideoExample3Title',
        description: 'creationDemo.aiVideoExample3Description',
      },
    ],
  },
  media: {
    title: 'creationDemo.mediaTitle',
    subtitle: 'creationDemo.mediaSubtitle',
    emoji: '🪄',
    description: 'creationDemo.mediaDescription',
    slides: [
      {
        icon: 'wand-sparkles',
        title: 'creationDemo.mediaSlide1Title',
        caption: 'creationDemo.mediaSlide1Caption',
        color: 'from-violet-500 to-fuchsia-600',
      },
      {
        icon: 'layout-template',
        title: 'creationDemo.mediaSlide2Title',
        caption: 'creationDemo.mediaSlide2Caption',
        color: 'from-sky-500 to-indigo-600',
      },
      {
        icon: 'sparkles',
        title: 'creationDemo.mediaSlide3Title',
        caption: 'creationDemo.mediaSlide3Caption',
        color: 'from-amber-500 to-orange-600',
      },
      {
        icon: 'database',
        title: 'creationDemo.mediaSlide4Title',
        caption: 'creationDemo.mediaSlide4Caption',
        color: 'from-emerald-500 to-teal-600',
      },
    ],
    usps: [
      'creationDemo.mediaUsp1',
      'creationDemo.mediaUsp2',
      'creationDemo.mediaUsp3',
      'creationDemo.mediaUsp4',
    ],
    steps: [
      'creationDemo.mediaStep1',
      'creationDemo.mediaStep2',
      'creationDemo.mediaStep3',
      'creationDemo.mediaStep4',
      'creationDemo.mediaStep5',
    ],
    features: [
      'creationDemo.mediaFeature1',
      'creationDemo.mediaFeature2',
      'creationDemo.mediaFeature3',
      'creationDemo.mediaFeature4',
      'creationDemo.mediaFeature5',
      'creationDemo.mediaFeature6',
      'creationDemo.mediaFeature7',
      'creationDemo.mediaFeature8',
    ],
    examples: [
      {
        title: 'creationDemo.mediaExample1Title',
        description: 'creationDemo.mediaExample1Description',
      },
      {
        title: 'creationDemo.mediaExample2Title',
        description: 'creationDemo.mediaExample2Description',
      },
      {
        title: 'creationDemo.mediaExample3Title',
        description: 'creationDemo.mediaExample3Description',
      },
    ],
  },
  text: {
    title: 'creationDemo.textTitle',
    subtitle: 'creationDemo.textSubtitle',
    emoji: '✍️',
    description: 'creationDemo.textDescription',
    slides: [
      {
        icon: 'layout-template',
        title: 'creationDemo.textSlide1Title',
        caption: 'creationDemo.textSlide1Caption',
        color: 'from-sky-500 to-indigo-600',
      },
      {
        icon: 'list-checks',
        title: 'creationDemo.textSlide2Title',
        caption: 'creationDemo.textSlide2Caption',
        color: 'from-amber-500 to-orange-600',
      },
      {
        icon: 'bot',
        title: 'creationDemo.textSlide3Title',
        caption: 'creationDemo.textSlide3Caption',
        color: 'from-violet-500 to-fuchsia-600',
      },
      {
        icon: 'message-square-text',
        title: 'creationDemo.textSlide4Title',
        caption: 'creationDemo.textSlide4Caption',
        color: 'from-emerald-500 to-teal-600',
      },
    ],
    usps: [
      'creationDemo.textUsp1',
      'creationDemo.textUsp2',
      'creationDemo.textUsp3',
      'creationDemo.textUsp4',
    ],
    steps: [
      'creationDemo.textStep1',
      'creationDemo.textStep2',
      'creationDemo.textStep3',
      'creationDemo.textStep4',
      'creationDemo.textStep5',
    ],
    features: [
      'creationDemo.textFeature1',
      'creationDemo.textFeature2',
      'creationDemo.textFeature3',
      'creationDemo.textFeature4',
      'creationDemo.textFeature5',
      'creationDemo.textFeature6',
      'creationDemo.textFeature7',
    ],
    examples: [
      {
        title: 'creationDemo.textExample1Title',
        description: 'creationDemo.textExample1Description',
      },
      {
        title: 'creationDemo.textExample2Title',
        description: 'creationDemo.textExample2Description',
      },
      {
        title: 'creationDemo.textExample3Title',
        description: 'creationDemo.textExample3Description',
      },
    ],
  },
  'reimagine-image': {
    title: 'creationDemo.reimagineImageTitle',
    subtitle: 'creationDemo.reimagineImageSubtitle',
    emoji: '🪄',
    description: 'creationDemo.reimagineImageDescription',
    slides: [
      {
        icon: 'wand-sparkles',
        title: 'creationDemo.reimagineImageSlide1Title',
        caption: 'creationDemo.reimagineImageSlide1Caption',
        color: 'from-sky-500 to-indigo-600',
      },
      {
        icon: 'layout-template',
        title: 'creationDemo.reimagineImageSlide2Title',
        caption: 'creationDemo.reimagineImageSlide2Caption',
        color: 'from-violet-500 to-fuchsia-600',
      },
      {
        icon: 'sliders-horizontal',
        title: 'creationDemo.reimagineImageSlide3Title',
        caption: 'creationDemo.reimagineImageSlide3Caption',
        color: 'from-amber-500 to-orange-600',
      },
      {
        icon: 'gauge',
        title: 'creationDemo.reimagineImageSlide4Title',
        caption: 'creationDemo.reimagineImageSlide4Caption',
        color: 'from-emerald-500 to-teal-600',
      },
    ],
    usps: [
      'creationDemo.reimagineImageUsp1',
      'creationDemo.reimagineImageUsp2',
      'creationDemo.reimagineImageUsp3',
      'creationDemo.reimagineImageUsp4',
    ],
    steps: [
      'creationDemo.reimagineImageStep1',
      'creationDemo.reimagineImageStep2',
      'creationDemo.reimagineImageStep3',
      'creationDemo.reimagineImageStep4',
      'creationDemo.reimagineImageStep5',
    ],
    features: [
      'creationDemo.reimagineImageFeature1',
      'creationDemo.reimagineImageFeature2',
      'creationDemo.reimagineImageFeature3',
      'creationDemo.reimagineImageFeature4',
      'creationDemo.reimagineImageFeature5',
    ],
    examples: [
      {
        title: 'creationDemo.reimagineImageExample1Title',
        description: 'creationDemo.reimagineImageExample1Description',
      },
      {
        title: 'creationDemo.reimagineImageExample2Title',
        description: 'creationDemo.reimagineImageExample2Description',
      },
      {
        title: 'creationDemo.reimagineImageExample3Title',
        description: 'creationDemo.reimagineImageExample3Description',
      },
    ],
  },
  'reimagine-video': {
    title: 'creationDemo.reimagineVideoTitle',
    subtitle: 'creationDemo.reimagineVideoSubtitle',
    emoji: '🎞️',
    description: 'creationDemo.reimagineVideoDescription',
    slides: [
      {
        icon: 'zap',
        title: 'creationDemo.reimagineVideoSlide1Title',
        caption: 'creationDemo.reimagineVideoSlide1Caption',
        color: 'from-sky-500 to-cyan-600',
      },
      {
        icon: 'clapperboard',
        title: 'creationDemo.reimagineVideoSlide2Title',
        caption: 'creationDemo.reimagineVideoSlide2Caption',
        color: 'from-violet-500 to-purple-600',
      },
      {
        icon: 'crown',
        title: 'creationDemo.reimagineVideoSlide3Title',
        caption: 'creationDemo.reimagineVideoSlide3Caption',
        color: 'from-amber-500 to-rose-600',
      },
    ],
    usps: [
      'creationDemo.reimagineVideoUsp1',
      'creationDemo.reimagineVideoUsp2',
      'creationDemo.reimagineVideoUsp3',
    ],
    steps: [
      'creationDemo.reimagineVideoStep1',
      'creationDemo.reimagineVideoStep2',
      'creationDemo.reimagineVideoStep3',
      'creationDemo.reimagineVideoStep4',
      'creationDemo.reimagineVideoStep5',
    ],
    features: [
      'creationDemo.reimagineVideoFeature1',
      'creationDemo.reimagineVideoFeature2',
      'creationDemo.reimagineVideoFeature3',
      'creationDemo.reimagineVideoFeature4',
      'creationDemo.reimagineVideoFeature5',
    ],
    examples: [
      {
        title: 'creationDemo.reimagineVideoExample1Title',
        description: 'creationDemo.reimagineVideoExample1Description',
      },
      {
        title: 'creationDemo.reimagineVideoExample2Title',
        description: 'creationDemo.reimagineVideoExample2Description',
      },
    ],
  },
  'reimagine-analyze': {
    title: 'creationDemo.reimagineAnalyzeTitle',
    subtitle: 'creationDemo.reimagineAnalyzeSubtitle',
    emoji: '🔍',
    description: 'creationDemo.reimagineAnalyzeDescription',
    slides: [
      {
        icon: 'scan-search',
        title: 'creationDemo.reimagineAnalyzeSlide1Title',
        caption: 'creationDemo.reimagineAnalyzeSlide1Caption',
        color: 'from-sky-500 to-indigo-600',
      },
      {
        icon: 'pen-line',
        title: 'creationDemo.reimagineAnalyzeSlide2Title',
        caption: 'creationDemo.reimagineAnalyzeSlide2Caption',
        color: 'from-violet-500 to-fuchsia-600',
      },
      {
        icon: 'sparkles',
        title: 'creationDemo.reimagineAnalyzeSlide3Title',
        caption: 'creationDemo.reimagineAnalyzeSlide3Caption',
        color: 'from-amber-500 to-orange-600',
      },
    ],
    usps: [
      'creationDemo.reimagineAnalyzeUsp1',
      'creationDemo.reimagineAnalyzeUsp2',
      'creationDemo.reimagineAnalyzeUsp3',
    ],
    steps: [
      'creationDemo.reimagineAnalyzeStep1',
      'creationDemo.reimagineAnalyzeStep2',
      'creationDemo.reimagineAnalyzeStep3',
      'creationDemo.reimagineAnalyzeStep4',
    ],
    features: [
      'creationDemo.reimagineAnalyzeFeature1',
      'creationDemo.reimagineAnalyzeFeature2',
      'creationDemo.reimagineAnalyzeFeature3',
      'creationDemo.reimagineAnalyzeFeature4',
    ],
    examples: [
      {
        title: 'creationDemo.reimagineAnalyzeExample1Title',
        description: 'creationDemo.reimagineAnalyzeExample1Description',
      },
      {
        title: 'creationDemo.reimagineAnalyzeExample2Title',
        description: 'creationDemo.reimagineAnalyzeExample2Description',
      },
    ],
  },
};
