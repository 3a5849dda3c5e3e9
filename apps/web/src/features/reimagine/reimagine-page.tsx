import ImageIcon from 'lucide-react/icons/image';
import ScanSearchIcon from 'lucide-react/icons/scan-search';
import VideoIcon from 'lucide-react/icons/video';
import { useMemo, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs } from '../../components/ui/tabs';
import { formatCredits } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useFlash } from '../../lib/use-flash';
import { useBalance } from '../creation/shared/use-balance';
import { AnalyzeMode } from './analyze-mode';
import { ImageMode } from './image-mode';
import { VideoMode } from './video-mode';
import { SUCCESS_BANNER_MS } from './reimagine-rules';
import type { ModeReport } from './reimagine-rules';

type Mode = 'image' | 'video' | 'analyze';

/** Reimagine (spec part 2, "Reimagine page"): the user's own media in, edits and answers out. */
export default function ReimaginePage() {
  const balance = useBalance();
  const [mode, setMode] = useState<Mode>('image');
  const success = useFlash<string>(SUCCESS_BANNER_MS);
  const [error, setError] = useState<string | null>(null);

  const { show, clear } = success;
  const report = useMemo<ModeReport>(
    () => ({
      success: (message) => {
        setError(null);
        show(message);
      },
      error: (message) => {
        clear();
        setError(message);
        toast.error(message);
      },
      clear: () => {
        setError(null);
        clear();
      },
    }),
    [show, clear],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Reimagine AI"
        description="Edit and combine your own images, turn them into videos, restyle your videos, or ask about a picture."
        actions={
          balance !== null ? <Badge tone="primary">Credits: {formatCredits(balance)}</Badge> : null
        }
      />
      {success.value ? <Alert tone="success">{success.value}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
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
