import ImageIcon from 'lucide-react/icons/image';
import ScanSearchIcon from 'lucide-react/icons/scan-search';
import VideoIcon from 'lucide-react/icons/video';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs } from '../../components/ui/tabs';
import { formatCredits } from '../../lib/format';
import { useBalance } from '../creation/shared/use-balance';
import { AnalyzeMode } from './analyze-mode';
import { ImageMode } from './image-mode';
import { VideoMode } from './video-mode';
import { useToolBanners } from '../creation/shared/tool-banners';

type Mode = 'image' | 'video' | 'analyze';

/** Reimagine (spec part 2, "Reimagine page"): the user's own media in, edits and answers out. */
export default function ReimaginePage() {
  const balance = useBalance();
  const [mode, setMode] = useState<Mode>('image');
  const { report, banners } = useToolBanners();

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Reimagine AI"
        description="Edit and combine your own images, turn them into videos, restyle your videos, or ask about a picture."
        actions={
          balance !== null ? <Badge tone="primary">Credits: {formatCredits(balance)}</Badge> : null
        }
      />
      {banners}
      <Tabs
        label="Reimagine mode"
        value={mode}
        onChange={(next) => {
          setMode(next);
          report.clear();
        }}
        tabs={[
          {
            value: 'image',
            label: 'Image Reference Input',
            icon: <ImageIcon className="size-4" aria-hidden />,
            content: () => <ImageMode balance={balance} report={report} />,
          },
          {
            value: 'video',
            label: 'Video Reference Input',
            icon: <VideoIcon className="size-4" aria-hidden />,
            content: () => <VideoMode balance={balance} report={report} />,
          },
          {
            value: 'analyze',
            label: 'Analyze Image',
            icon: <ScanSearchIcon className="size-4" aria-hidden />,
            content: () => <AnalyzeMode balance={balance} report={report} />,
          },
        ]}
      />
    </div>
  );
}
