import FileTextIcon from 'lucide-react/icons/file-text';
import ImageIcon from 'lucide-react/icons/image';
import SparklesIcon from 'lucide-react/icons/sparkles';
import VideoIcon from 'lucide-react/icons/video';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Location } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs } from '../../components/ui/tabs';
import { useT } from '../../lib/i18n/i18n';
import { refreshBalance } from './api/refresh-balance';
import { ImageTab } from './image/image-tab';
import { PromptBuilderTab } from './prompt-builder/prompt-builder-tab';
import { promptFromLocationState } from './shared/prompt-handoff';
import type { PromptHandoff } from './shared/prompt-handoff';
import { TextTab } from './text/text-tab';
import { VideoTab } from './video/video-tab';

/** The spec's tab ids; text-old-disabled exists in the original and is never shown, so not here. */
export type WorkspaceTab = 'ai-image' | 'ai-video' | 'media' | 'text';
type ToolTab = 'ai-image' | 'ai-video';

/** Labels are message ids, translated where the tabs are drawn. */
const TAB_LABELS: readonly { value: WorkspaceTab; label: string; icon: ReactNode }[] = [
  {
    value: 'ai-image',
    label: 'creation.tabImage',
    icon: <ImageIcon className="size-4" aria-hidden />,
  },
  {
    value: 'ai-video',
    label: 'creation.tabVideo',
    icon: <VideoIcon className="size-4" aria-hidden />,
  },
  {
    value: 'media',
    label: 'creation.tabPrompts',
    icon: <SparklesIcon className="size-4" aria-hidden />,
  },
  {
    value: 'text',
    label: 'creation.tabText',
    icon: <FileTextIcon className="size-4" aria-hidden />,
  },
];
const ALL_TABS = TAB_LABELS.map((tab) => tab.value);
/** Where the prompt builder sends its prompts when it navigates away (its own default). */
const TOOL_PAGES: Record<ToolTab, string> = {
  'ai-image': '/image-generation',
  'ai-video': '/video-generation',
};

interface ToolHandoff extends PromptHandoff {
  tab: ToolTab;
}

export interface WorkspacePageProps {
  title?: string;
  description?: string;
  /** Wrapper pages show one tab and hide the others (spec part 1, "Creation workspace"). */
  visibleTabs?: readonly WorkspaceTab[];
  defaultTab?: WorkspaceTab;
}

/** The creation workspace: image, video, prompt and text tools on one screen. */
export function WorkspacePage({
  title,
  description,
  visibleTabs = ALL_TABS,
  defaultTab,
}: WorkspacePageProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const visible = TAB_LABELS.filter((tab) => visibleTabs.includes(tab.value));
  const initialTab =
    defaultTab && visibleTabs.includes(defaultTab) ? defaultTab : (visible[0]?.value ?? 'ai-image');
  const [active, setActive] = useState<WorkspaceTab>(initialTab);
  const toolTab: ToolTab | null =
    initialTab === 'ai-image' || initialTab === 'ai-video'
      ? initialTab
      : visibleTabs.includes('ai-image')
        ? 'ai-image'
        : visibleTabs.includes('ai-video')
          ? 'ai-video'
          : null;

  // A prompt arrives from the prompt builder: in the router state when it navigated here, or
  // through onUsePrompt when the builder sits beside the tool on this screen.
  const [handoff, setHandoff] = useState<ToolHandoff | null>(() =>
    locationHandoff(location, toolTab),
  );
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    const next = locationHandoff(location, toolTab);
    if (next) {
      setHandoff(next);
      setActive(next.tab);
    }
  }
  const handoffs = useRef(0);
  const takePrompt = (prompt: string, format: 'image' | 'video') => {
    const tab: ToolTab = format === 'video' ? 'ai-video' : 'ai-image';
    if (!visibleTabs.includes(tab)) {
      void navigate(TOOL_PAGES[tab], { state: { prompt } });
      return;
    }
    handoffs.current += 1;
    setHandoff({ prompt, tab, id: `builder-${handoffs.current}` });
    setActive(tab);
  };

  // The checks against the balance need it fresh, not as it was when the user was loaded.
  useEffect(() => {
    void refreshBalance();
  }, []);

  const handoffFor = (tab: ToolTab) => (handoff?.tab === tab ? handoff : null);
  const content: Record<WorkspaceTab, () => ReactNode> = {
    'ai-image': () => <ImageTab handoff={handoffFor('ai-image')} />,
    'ai-video': () => <VideoTab handoff={handoffFor('ai-video')} />,
    media: () => <PromptBuilderTab onUsePrompt={toolTab ? takePrompt : undefined} />,
    text: () => <TextTab />,
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={title ?? t('creation.workspaceTitle')}
        description={description ?? t('creation.workspaceDescription')}
      />
      <div className="mt-8">
        <Tabs
          label={t('creation.tools')}
          tabs={visible.map((tab) => ({
            ...tab,
            label: t(tab.label),
            content: content[tab.value],
          }))}
          value={active}
          onChange={setActive}
        />
      </div>
    </div>
  );
}

function locationHandoff(location: Location, tab: ToolTab | null): ToolHandoff | null {
  const prompt = promptFromLocationState(location.state);
  return prompt && tab ? { prompt, tab, id: `location-${location.key}` } : null;
}
