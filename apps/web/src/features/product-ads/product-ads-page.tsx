import ImageIcon from 'lucide-react/icons/image';
import VideoIcon from 'lucide-react/icons/video';
import { useCallback, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs } from '../../components/ui/tabs';
import { formatCredits } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useBalance } from '../../kits/media-tool/use-balance';
import { ImageAdTab } from './image-ad-tab';
import { VideoAdTab } from './video-ad-tab';
import { useT } from '../../lib/i18n/i18n';

type Tab = 'video' | 'image';

/** Product Ad Generation (spec part 1): a video ad and an image ad from the product photo. */
export default function ProductAdsPage() {
  const t = useT();
  const balance = useBalance();
  const [tab, setTab] = useState<Tab>('video');
  const [error, setError] = useState<string | null>(null);
  const onError = useCallback((message: string) => {
    setError(message);
    toast.error(message);
  }, []);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={t('productAds.title')}
        description={t('productAds.intro')}
        actions={
          balance !== null ? (
            <Badge tone="primary">
              {t('productAds.creditsBadge', { credits: formatCredits(balance) })}
            </Badge>
          ) : null
        }
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Tabs
        label={t('productAds.adType')}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setError(null);
        }}
        tabs={[
          {
            value: 'video',
            label: t('productAds.videoAd'),
            icon: <VideoIcon className="size-4" aria-hidden />,
            content: () => <VideoAdTab balance={balance} onError={onError} />,
          },
          {
            value: 'image',
            label: t('productAds.imageAd'),
            icon: <ImageIcon className="size-4" aria-hidden />,
            content: () => <ImageAdTab balance={balance} onError={onError} />,
          },
        ]}
      />
    </div>
  );
}
