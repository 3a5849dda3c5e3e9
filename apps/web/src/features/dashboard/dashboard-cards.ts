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
  /** Message ids (src/locales), shown in the interface language. */
  title: string;
  description: string;
  path: string;
  icon: LucideIcon;
}

/** The ten cards of the spec (part 1, "Dashboard"), in its order. */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    title: 'dashboard.freeImages',
    description: 'dashboard.freeImagesHint',
    path: '/image-generation',
    icon: ImageIcon,
  },
  {
    title: 'dashboard.video',
    description: 'dashboard.videoHint',
    path: '/video-generation',
    icon: VideoIcon,
  },
  {
    title: 'dashboard.productAds',
    description: 'dashboard.productAdsHint',
    path: '/product-ads',
    icon: MegaphoneIcon,
  },
  {
    title: 'dashboard.reimagine',
    description: 'dashboard.reimagineHint',
    path: '/reimagine',
    icon: WandSparklesIcon,
  },
  {
    title: 'dashboard.audio',
    description: 'dashboard.audioHint',
    path: '/audio-generation',
    icon: AudioLinesIcon,
  },
  {
    title: 'dashboard.prompts',
    description: 'dashboard.promptsHint',
    path: '/prompt-generation',
    icon: SparklesIcon,
  },
  {
    title: 'dashboard.text',
    description: 'dashboard.textHint',
    path: '/text-generation',
    icon: FileTextIcon,
  },
  {
    title: 'dashboard.workflows',
    description: 'dashboard.workflowsHint',
    path: '/workflows',
    icon: WorkflowIcon,
  },
  {
    title: 'dashboard.aiTools',
    description: 'dashboard.aiToolsHint',
    path: '/ai-tools',
    icon: LightbulbIcon,
  },
  {
    title: 'dashboard.subscription',
    description: 'dashboard.subscriptionHint',
    path: '/subscription',
    icon: CreditCardIcon,
  },
];
