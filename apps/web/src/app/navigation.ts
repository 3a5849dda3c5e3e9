import type { LucideIcon } from 'lucide-react';
import AudioLinesIcon from 'lucide-react/icons/audio-lines';
import CodeXmlIcon from 'lucide-react/icons/code-xml';
import CreditCardIcon from 'lucide-react/icons/credit-card';
import FileTextIcon from 'lucide-react/icons/file-text';
import GalleryVerticalEndIcon from 'lucide-react/icons/gallery-vertical-end';
import ImageIcon from 'lucide-react/icons/image';
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard';
import LifeBuoyIcon from 'lucide-react/icons/life-buoy';
import LightbulbIcon from 'lucide-react/icons/lightbulb';
import MegaphoneIcon from 'lucide-react/icons/megaphone';
import MonitorSmartphoneIcon from 'lucide-react/icons/monitor-smartphone';
import SettingsIcon from 'lucide-react/icons/settings';
import ShieldIcon from 'lucide-react/icons/shield';
import SparklesIcon from 'lucide-react/icons/sparkles';
import UsersIcon from 'lucide-react/icons/users';
import VideoIcon from 'lucide-react/icons/video';
import WandSparklesIcon from 'lucide-react/icons/wand-sparkles';
import WorkflowIcon from 'lucide-react/icons/workflow';
import { hasPage } from './route-table';
import type { AppRoute } from './route-table';

export interface NavItem {
  /** Message ids (src/locales): the menu shows them in the interface language. */
  label: string;
  path: string;
  icon: LucideIcon;
  badge?: string;
}

/**
 * The menu of the spec (part 1, "Top navigation bar"), in its order, plus My Creations, Teams,
 * Developers and the Help Centre; Sign Out is added by the menu.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'nav.dashboard', path: '/dashboard', icon: LayoutDashboardIcon },
  { label: 'nav.imageGeneration', path: '/image-generation', icon: ImageIcon, badge: 'menu.free' },
  { label: 'nav.videoGeneration', path: '/video-generation', icon: VideoIcon },
  { label: 'nav.productAds', path: '/product-ads', icon: MegaphoneIcon },
  { label: 'nav.reimagine', path: '/reimagine', icon: WandSparklesIcon },
  { label: 'nav.audio', path: '/audio-generation', icon: AudioLinesIcon },
  { label: 'nav.promptGeneration', path: '/prompt-generation', icon: SparklesIcon },
  { label: 'nav.textGeneration', path: '/text-generation', icon: FileTextIcon },
  // Our addition: the user's own generations, next to the tools that make them.
  { label: 'nav.creations', path: '/creations', icon: GalleryVerticalEndIcon },
  { label: 'nav.aiTools', path: '/ai-tools', icon: LightbulbIcon },
  { label: 'nav.workflows', path: '/workflows', icon: WorkflowIcon },
  { label: 'nav.subscription', path: '/subscription', icon: CreditCardIcon },
  { label: 'nav.security', path: '/security', icon: ShieldIcon },
  { label: 'nav.activeSessions', path: '/active-sessions', icon: MonitorSmartphoneIcon },
  { label: 'nav.settings', path: '/settings', icon: SettingsIcon },
  // Our addition: shared workspaces with one credit wallet (issue 37).
  { label: 'nav.teams', path: '/teams', icon: UsersIcon },
  // Our addition: API keys and webhooks (issue 34).
  { label: 'nav.developers', path: '/developers', icon: CodeXmlIcon },
  // Our addition: the help centre's articles (issue 20).
  { label: 'nav.help', path: '/help', icon: LifeBuoyIcon },
];

/** An item appears once its page is in the route table, so a new page needs only its route. */
export function visibleNavItems(routes: readonly AppRoute[]): NavItem[] {
  return NAV_ITEMS.filter((item) => hasPage(routes, item.path));
}
