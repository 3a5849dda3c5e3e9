import { AUDIO_LIMITS, MUSIC_DEFAULTS, audioCostMicros } from '@atelier/contract';
import type { AudioFormat, MusicModelVersion } from '@atelier/contract';
import MusicIcon from 'lucide-react/icons/music';
import { useState } from 'react';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { useT } from '../../lib/i18n/i18n';
import { microsToCredits } from '../../lib/format';
import type { ToolReport } from '../../kits/media-tool/tool-banners';
import { FormatField, RangeFields, SeedField, seedOf } from './audio-fields';
import type { RangeSpec } from './audio-fields';
import { AudioToolCard } from './audio-tool-card';
import { useAudioTask } from './use-audio-task';

const L = AUDIO_LIMITS;
const RANGES: readonly RangeSpec<Exclude<keyof typeof MUSIC_DEFAULTS, 'model_version'>>[] = [
  { key: 'duration', label: 'audio.musicDuration', range: L.musicDuration },
  { key: 'temperature', label: 'audio.temperature', range: L.temperature, step: 0.05 },
  { key: 'top_k', label: 'audio.topK', range: L.topK, step: 10 },
  { key: 'top_p', label: 'audio.topP', range: L.topP, step: 0.05 },
  { key: 'classifier_free_guidance', label: 'audio.guidance', range: L.guidance, step: 0.5 },
];

/** Music: an instrumental from a prompt, with MusicGen's sampling controls. */
export function MusicTab({
  balance,
  report,
  modelVersions,
}: {
  balance: number | null;
  report: ToolReport;
  modelVersions: readonly string[];
}) {
  const t = useT();
  const [prompt, setPrompt] = useState('');
  const [settings, setSettings] = useState<{
    duration: number;
    temperature: number;
    top_k: number;
    top_p: number;
    classifier_free_guidance: number;
    model_version: MusicModelVersion;
  }>({ ...MUSIC_DEFAULTS });
  const [seed, setSeed] = useState('');
  const [format, setFormat] = useState<AudioFormat>('mp3');
  const { generate, ...task } = useAudioTask(report);
  const set = (next: Partial<typeof settings>) => setSettings({ ...settings, ...next });
  const cost = microsToCredits(audioCostMicros('music', { duration: settings.duration }));

  const submit = () => {
    if (!prompt.trim()) return report.error(t('api.audio.musicPromptRequired'));
    return generate({
      tool_type: 'music',
      prompt: prompt.trim(),
      parameters: { ...settings, format, ...seedOf(seed) },
    });
  };

  return (
    <AudioToolCard
      title={t('audio.music')}
      description={t('audio.musicDescription')}
      icon={<MusicIcon className="size-5" aria-hidden="true" />}
      label={t('audio.generateMusic')}
      cost={cost}
      balance={balance}
      task={task}
      onSubmit={() => void submit()}
    >
      <TextareaField
        label={t('creation.prompt')}
        value={prompt}
        maxLength={AUDIO_LIMITS.promptMaxChars}
        disabled={task.running}
        onChange={(event) => setPrompt(event.target.value)}
        placeholder={t('audio.musicPlaceholder')}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <RangeFields
          specs={RANGES}
          values={settings}
          disabled={task.running}
          onChange={(key, value) => set({ [key]: value })}
        />
        <SelectField
          label={t('audio.modelVersion')}
          value={settings.model_version}
          disabled={task.running}
          onChange={(value) => set({ model_version: value as MusicModelVersion })}
          options={modelVersions.map((value) => ({ value, label: value }))}
        />
        <SeedField value={seed} onChange={setSeed} disabled={task.running} />
        <FormatField value={format} onChange={setFormat} disabled={task.running} />
      </div>
    </AudioToolCard>
  );
}
