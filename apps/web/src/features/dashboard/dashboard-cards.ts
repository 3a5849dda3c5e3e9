import type { LucideIcon } from 'lucide-react';
import AudioLinesIcon from 'lucide-react/icons/audio-lines';
import CreditCardIcon from 'lucide-react/icons/credit-card';
import FileTextIcon from 'lucide-react/icons/file-text';
import ImageIcon from 'lucide-react/icons/image';
import LightbulbIcon from 'lucide-react/icons/lightbulb';
import MegaphoneIcon from 'lucide-react/icons/megaphone';
import SparklesIcon from 'lucide-react/icons/sparkles';
import VideoIcon from 'lucide-react/icons/video';
import WandSparklesIcon from 'lucide-react/icons/wand-sparkles';
import WorkflowIcon from 'lucide-react/icons/workflow';

export interface DashboardCard {
  title: string;
  description: string;
  path: string;
  icon: LucideIcon;
}

/** The ten cards of the spec (part 1, "Dashboard"), in its order. */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    title: 'Free Image Generation',
    description: 'Unlimited free images from a prompt, no credits needed.',
    path: '/image-generation',
    icon: ImageIcon,
  },
  {
    title: 'AI Video Generation',
    description: 'Short videos from text in 3 quality tiers.',
    path: '/video-generation',
    icon: VideoIcon,
  },
  {
    title: 'Product Ad Generation',
    description: 'Video and image ads from a product photo.',
    path: '/product-ads',
    icon: MegaphoneIcon,
  },
  {
    title: 'Reimagine with AI',
    description: 'New images and videos from your reference media.',
    path: '/reimagine',
    icon: WandSparklesIcon,
  },
  {
    title: 'AI Audio Generation',
    description: 'Voice overs, songs and music.',
    path: '/audio-generation',
    icon: AudioLinesIcon,
  },
  {
    title: 'Prompt Generation',
    description: 'Build detailed prompts for image and video tools.',
    path: '/prompt-generation',
    icon: SparklesIcon,
  },
  {
    title: 'Text Generation',
    description: 'Write with templates or your own prompt.',
    path: '/text-generation',
    icon: FileTextIcon,
  },
  {
    title: 'Workflow Generation',
    description: 'Plan AI projects as guided, trackable steps.',
    path: '/workflows',
    icon: WorkflowIcon,
  },
  {
    title: 'AI Tool Ideas',
    description: 'Find the right AI tool for each task.',
    path: '/ai-tools',
    icon: LightbulbIcon,
  },
  {
    title: 'Subscription and Usage',
    description: 'Your plan, credits and daily limits.',
    path: '/subscription',
    icon: CreditCardIcon,
  },
];
