import ImageIcon from 'lucide-react/icons/image';
import ScanSearchIcon from 'lucide-react/icons/scan-search';
import VideoIcon from 'lucide-react/icons/video';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs } from '../../components/ui/tabs';
import { formatCredits } from '../../lib/format';
import { useT } from '../../lib/i18n/i18n';
import { useBalance } from '../../kits/media-tool/use-balance';
import { AnalyzeMode } from './analyze-mode';
import { ImageMode } from './image-mode';
import { VideoMode } from './video-mode';
import { useToolBanners } from '../../kits/media-tool/tool-banners';

type Mode = 'image' | 'video' | 'analyze';

/** Reimagine (spec part 2, "Reimagine page"): the user's own media in, edits and answers out. */
export default function ReimaginePage() {
  const t = useT();
  const balance = useBalance();
  const [mode, setMode] = useState<Mode>('image');
  const { report, banners } = useToolBanners();

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={t('reimagine.title')}
        description={t('reimagine.description')}
        actions={
          balance !== null ? (
            <Badge tone="primary">
              {t('reimagine.credits', { credits: formatCredits(balance) })}
            </Badge>
          ) : null
        }
      />
      {banners}
      <Tabs
        label={t('reimagine.mode')}
        value={mode}
        onChange={(next) => {
          setMode(next);
          report.clear();
        }}
        tabs={[
          {
            value: 'image',
            label: t('reimagine.imageMode'),
            icon: <ImageIcon className="size-4" aria-hidden />,
            content: () => <ImageMode balance={balance} report={report} />,
          },
          {
            value: 'video',
            label: t('reimagine.videoMode'),
            icon: <VideoIcon className="size-4" aria-hidden />,
            content: () => <VideoMode balance={balance} report={report} />,
          },
          {
            value: 'analyze',
            label: t('reimagine.analyzeMode'),
            icon: <ScanSearchIcon className="size-4" aria-hidden />,
            content: () => <AnalyzeMode balance={balance} report={report} />,
          },
        ]}
      />
    </div>
  );
}
