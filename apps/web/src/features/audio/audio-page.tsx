import { MUSIC_MODEL_VERSIONS } from '@atelier/contract';
import type { AudioTool } from '@atelier/contract';
import MicIcon from 'lucide-react/icons/mic';
import Music2Icon from 'lucide-react/icons/music-2';
import MusicIcon from 'lucide-react/icons/music';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs } from '../../components/ui/tabs';
import { formatCredits } from '../../lib/format';
import { useT } from '../../lib/i18n/i18n';
import { useToolBanners } from '../../kits/media-tool/tool-banners';
import { useBalance } from '../../kits/media-tool/use-balance';
import { useVoices } from './api/get-voices';
import { MusicTab } from './music-tab';
import { SongTab } from './song-tab';
import { VoiceOverTab } from './voice-over-tab';

/** AI Audio (spec part 2, "Audio page"): voice-overs, songs and music. */
export default function AudioPage() {
  const t = useT();
  const balance = useBalance();
  const [tab, setTab] = useState<AudioTool>('voice_over');
  const { report, banners } = useToolBanners();
  const voices = useVoices();

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={t('audio.title')}
        description={t('audio.description')}
        actions={
          balance !== null ? (
            <Badge tone="primary">{t('audio.credits', { credits: formatCredits(balance) })}</Badge>
          ) : null
        }
      />
      {banners}
      {voices.isError ? <Alert tone="error">{t('audio.voicesFailed')}</Alert> : null}
      <Tabs
        label={t('audio.tool')}
        value={tab}
        onChange={(next) => {
          setTab(next);
          report.clear();
        }}
        tabs={[
          {
            value: 'voice_over',
            label: t('audio.voiceOver'),
            icon: <MicIcon className="size-4" aria-hidden />,
            content: () => (
              <VoiceOverTab balance={balance} report={report} catalogue={voices.data} />
            ),
          },
          {
            value: 'song_with_music',
            label: t('audio.song'),
            icon: <Music2Icon className="size-4" aria-hidden />,
            content: () => <SongTab balance={balance} report={report} />,
          },
          {
            value: 'music',
            label: t('audio.music'),
            icon: <MusicIcon className="size-4" aria-hidden />,
            content: () => (
              <MusicTab
                balance={balance}
                report={report}
                modelVersions={voices.data?.options.model_versions ?? MUSIC_MODEL_VERSIONS}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
