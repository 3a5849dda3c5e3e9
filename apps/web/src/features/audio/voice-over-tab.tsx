import { AUDIO_LIMITS, VOICE_OVER_DEFAULTS, audioCostMicros } from '@atelier/contract';
import type { AudioVoicesResponse, VoiceOverParameters } from '@atelier/contract';
import MicIcon from 'lucide-react/icons/mic';
import { useState } from 'react';
import { SelectField } from '../../components/ui/select-field';
import { Switch } from '../../components/ui/switch';
import { TextareaField } from '../../components/ui/textarea-field';
import { useLanguage, useT } from '../../lib/i18n/i18n';
import { microsToCredits } from '../../lib/format';
import type { ToolReport } from '../../kits/media-tool/tool-banners';
import { FormatField, RangeFields, bitrateLabel, listOptions } from './audio-fields';
import type { RangeSpec } from './audio-fields';
import { AudioToolCard } from './audio-tool-card';
import { useAudioTask } from './use-audio-task';

type Settings = Omit<VoiceOverParameters, 'bitrate'> & { bitrate: number };

const RANGES: readonly RangeSpec<'speed' | 'volume' | 'pitch'>[] = [
  { key: 'speed', label: 'audio.speed', range: AUDIO_LIMITS.speed, step: 0.1 },
  { key: 'volume', label: 'audio.volume', range: AUDIO_LIMITS.volume, step: 0.1 },
  { key: 'pitch', label: 'audio.pitch', range: AUDIO_LIMITS.pitch },
];

/** Voice over: text to speech with every control of spec part 2, section 9. */
export function VoiceOverTab({
  balance,
  report,
  catalogue,
}: {
  balance: number | null;
  report: ToolReport;
  catalogue: AudioVoicesResponse | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const [text, setText] = useState('');
  const [settings, setSettings] = useState<Settings>({ ...VOICE_OVER_DEFAULTS, format: 'mp3' });
  const { generate, ...task } = useAudioTask(report);
  const set = (next: Partial<Settings>) => setSettings({ ...settings, ...next });
  const characters = text.trim().length;
  const cost = microsToCredits(audioCostMicros('voice_over', { characters }));
  const options = catalogue?.options;

  const submit = () => {
    if (!text.trim()) return report.error(t('api.audio.textRequired'));
    return generate({ tool_type: 'voice_over', text: text.trim(), parameters: settings });
  };

  return (
    <AudioToolCard
      title={t('audio.voiceOver')}
      description={t('audio.voiceOverDescription')}
      icon={<MicIcon className="size-5" aria-hidden="true" />}
      label={t('audio.generateVoiceOver')}
      cost={cost}
      balance={balance}
      task={task}
      onSubmit={() => void submit()}
    >
      <TextareaField
        label={t('audio.text')}
        rows={6}
        value={text}
        maxLength={AUDIO_LIMITS.textMaxChars}
        disabled={task.running}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('audio.textPlaceholder')}
        hint={t('audio.characters', {
          count: String(text.length),
          max: String(AUDIO_LIMITS.textMaxChars),
        })}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label={t('audio.voice')}
          value={settings.voice_id}
          disabled={task.running || !catalogue}
          onChange={(voice_id) => set({ voice_id })}
          options={
            catalogue
              ? catalogue.languages.flatMap(({ language, voices }) =>
                  voices.map((voice) => ({
                    value: voice.id,
                    label: voice.gender
                      ? t('audio.voiceWithGender', { name: voice.name, gender: voice.gender })
                      : voice.name,
                    group: language,
                  })),
                )
              : [{ value: settings.voice_id, label: t('audio.loadingVoices') }]
          }
        />
        <SelectField
          label={t('audio.emotion')}
          value={settings.emotion}
          disabled={task.running}
          onChange={(emotion) => set({ emotion: emotion as Settings['emotion'] })}
          options={listOptions(t, language, options?.emotions ?? [settings.emotion])}
        />
        <SelectField
          label={t('audio.languageBoost')}
          value={settings.language_boost}
          disabled={task.running}
          onChange={(value) => set({ language_boost: value as Settings['language_boost'] })}
          options={listOptions(t, language, options?.language_boosts ?? [settings.language_boost])}
        />
        <RangeFields
          specs={RANGES}
          values={settings}
          disabled={task.running}
          onChange={(key, value) => set({ [key]: value })}
        />
        <SelectField
          label={t('audio.sampleRate')}
          value={String(settings.sample_rate)}
          disabled={task.running}
          onChange={(value) => set({ sample_rate: Number(value) })}
          options={(options?.sample_rates ?? [settings.sample_rate]).map((rate) => ({
            value: String(rate),
            label: `${rate} Hz`,
          }))}
        />
        <SelectField
          label={t('audio.bitrate')}
          value={String(settings.bitrate)}
          disabled={task.running || settings.format === 'wav'}
          onChange={(value) => set({ bitrate: Number(value) })}
          options={(options?.bitrates ?? [settings.bitrate]).map((bitrate) => ({
            value: String(bitrate),
            label: bitrateLabel(bitrate),
          }))}
        />
        <SelectField
          label={t('audio.channel')}
          value={settings.channel}
          disabled={task.running}
          onChange={(channel) => set({ channel: channel as Settings['channel'] })}
          options={listOptions(t, language, options?.channels ?? [settings.channel])}
        />
        <FormatField
          value={settings.format}
          disabled={task.running}
          onChange={(format) => set({ format })}
        />
      </div>
      <Switch
        label={t('audio.englishNormalization')}
        description={t('audio.englishNormalizationHint')}
        checked={settings.english_normalization}
        disabled={task.running}
        onCheckedChange={(english_normalization) => set({ english_normalization })}
      />
    </AudioToolCard>
  );
}
