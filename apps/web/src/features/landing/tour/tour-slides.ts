import type { LucideIcon } from 'lucide-react';
import AudioLinesIcon from 'lucide-react/icons/audio-lines';
import ImageIcon from 'lucide-react/icons/image';
import LayersIcon from 'lucide-react/icons/layers';
import MegaphoneIcon from 'lucide-react/icons/megaphone';
import SparklesIcon from 'lucide-react/icons/sparkles';
import VideoIcon from 'lucide-react/icons/video';
import WandSparklesIcon from 'lucide-react/icons/wand-sparkles';
import WorkflowIcon from 'lucide-react/icons/workflow';

/** A slide of the tour; every text is a message id. */
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

/**
 * Spec part 1, "Landing page": eight slides, each with four features and an example. The texts
 * are message ids, shown with t() where the slide is drawn.
 */
export const TOUR_SLIDES: TourSlide[] = [
  {
    id: 'free-images',
    icon: ImageIcon,
    title: 'landing.featureFreeImages',
    subtitle: 'landing.tourFreeImagesSubtitle',
    description: 'landing.tourFreeImagesText',
    features: [
      'landing.tourFreeImagesFeature1',
      'landing.tourFreeImagesFeature2',
      'landing.tourFreeImagesFeature3',
      'landing.tourFreeImagesFeature4',
    ],
    example: {
      label: 'landing.tourFreeImagesLabel',
      input: 'landing.tourFreeImagesInput',
      output: 'landing.tourFreeImagesOutput',
    },
    accent: 'from-sky-500 to-indigo-600',
  },
  {
    id: 'premium-video',
    icon: VideoIcon,
    title: 'landing.featureVideo',
    subtitle: 'landing.tourVideoSubtitle',
    description: 'landing.tourVideoText',
    features: [
      'landing.tourVideoFeature1',
      'landing.tourVideoFeature2',
      'landing.tourVideoFeature3',
      'landing.tourVideoFeature4',
    ],
    example: {
      label: 'landing.tourVideoLabel',
      input: 'landing.tourVideoInput',
      output: 'landing.tourVideoOutput',
    },
    accent: 'from-violet-500 to-fuchsia-600',
  },
  {
    id: 'product-ads',
    icon: MegaphoneIcon,
    title: 'landing.featureProductAds',
    subtitle: 'landing.tourProductAdsSubtitle',
    description: 'landing.tourProductAdsText',
    features: [
      'landing.tourProductAdsFeature1',
      'landing.tourProductAdsFeature2',
      'landing.tourProductAdsFeature3',
      'landing.tourProductAdsFeature4',
    ],
    example: {
      label: 'landing.tourProductAdsLabel',
      input: 'landing.tourProductAdsInput',
      output: 'landing.tourProductAdsOutput',
    },
    accent: 'from-amber-500 to-orange-600',
  },
  {
    id: 'reimagine',
    icon: WandSparklesIcon,
    title: 'landing.featureReimagine',
    subtitle: 'landing.tourReimagineSubtitle',
    description: 'landing.tourReimagineText',
    features: [
      'landing.tourReimagineFeature1',
      'landing.tourReimagineFeature2',
      'landing.tourReimagineFeature3',
      'landing.tourReimagineFeature4',
    ],
    example: {
      label: 'landing.tourReimagineLabel',
      input: 'landing.tourReimagineInput',
      output: 'landing.tourReimagineOutput',
    },
    accent: 'from-emerald-500 to-teal-600',
  },
  {
    id: 'audio',
    icon: AudioLinesIcon,
    title: 'landing.featureAudio',
    subtitle: 'landing.tourAudioSubtitle',
    description: 'landing.tourAudioText',
    features: [
      'landing.tourAudioFeature1',
      'landing.tourAudioFeature2',
      'landing.tourAudioFeature3',
      'landing.tourAudioFeature4',
    ],
    example: {
      label: 'landing.tourAudioLabel',
      input: 'landing.tourAudioInput',
      output: 'landing.tourAudioOutput',
    },
    accent: 'from-rose-500 to-pink-600',
  },
  {
    id: 'smart-prompts',
    icon: SparklesIcon,
    title: 'landing.featureSmartPrompts',
    subtitle: 'landing.tourPromptsSubtitle',
    description: 'landing.tourPromptsText',
    features: [
      'landing.tourPromptsFeature1',
      'landing.tourPromptsFeature2',
      'landing.tourPromptsFeature3',
      'landing.tourPromptsFeature4',
    ],
    example: {
      label: 'landing.tourPromptsLabel',
      input: 'landing.tourPromptsInput',
      output: 'landing.tourPromptsOutput',
    },
    accent: 'from-primary-500 to-primary-700',
  },
  {
    id: 'workflows',
    icon: WorkflowIcon,
    title: 'landing.featureWorkflows',
    subtitle: 'landing.tourWorkflowsSubtitle',
    description: 'landing.tourWorkflowsText',
    features: [
      'landing.tourWorkflowsFeature1',
      'landing.tourWorkflowsFeature2',
      'landing.tourWorkflowsFeature3',
      'landing.tourWorkflowsFeature4',
    ],
    example: {
      label: 'landing.tourWorkflowsLabel',
      input: 'landing.tourWorkflowsInput',
      output: 'landing.tourWorkflowsOutput',
    },
    accent: 'from-cyan-500 to-blue-600',
  },
  {
    id: 'all-in-one',
    icon: LayersIcon,
    title: 'landing.tourAllInOne',
    subtitle: 'landing.tourAllInOneSubtitle',
    description: 'landing.tourAllInOneText',
    features: [
      'landing.tourAllInOneFeature1',
      'landing.tourAllInOneFeature2',
      'landing.tourAllInOneFeature3',
      'landing.tourAllInOneFeature4',
    ],
    example: {
      label: 'landing.tourAllInOneLabel',
      input: 'landing.tourAllInOneInput',
      output: 'landing.tourAllInOneOutput',
    },
    accent: 'from-indigo-500 to-purple-600',
  },
];
