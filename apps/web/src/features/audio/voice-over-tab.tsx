import {
  AUDIO_LIMITS,
  AUDIO_MESSAGES,
  VOICE_OVER_DEFAULTS,
  audioCostMicros,
} from '@atelier/contract';
import type { AudioVoicesResponse, VoiceOverParameters } from '@atelier/contract';
import MicIcon from 'lucide-react/icons/mic';
import { useState } from 'react';
import { SelectField } from '../../components/ui/select-field';
import { Switch } from '../../components/ui/switch';
import { TextareaField } from '../../components/ui/textarea-field';
import { microsToCredits } from '../creation/shared/format';
import type { ToolReport } from '../creation/shared/tool-banners';
import { FormatField, RangeFields, bitrateLabel, listOptions } from './audio-fields';
import type { RangeSpec } from './audio-fields';
import { AudioToolCard } from './audio-tool-card';
import { useAudioTask } from './use-audio-task';

type Settings = Omit<VoiceOverParameters, 'bitrate'> & { bitrate: number };

const RANGES: readonly RangeSpec<'speed' | 'volume' | 'pitch'>[] = [
  { key: 'speed', label: 'Speed', range: AUDIO_LIMITS.speed, step: 0.1 },
  { key: 'volume', label: 'Volume', range: AUDIO_LIMITS.volume, step: 0.1 },
  { key: 'pitch', label: 'Pitch (semitones)', range: AUDIO_LIMITS.pitch },
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
  const [text, setText] = useState('');
  const [settings, setSettings] = useState<Settings>({ ...VOICE_OVER_DEFAULTS, format: 'mp3' });
  const { generate, ...task } = useAudioTask(report);
  const set = (next: Partial<Settings>) => setSettings({ ...settings, ...next });
  const characters = text.trim().length;
  const cost = microsToCredits(audioCostMicros('voice_over', { characters }));
  const options = catalogue?.options;

  const submit = () => {
    if (!text.trim()) return report.error(AUDIO_MESSAGES.textRequired);
    return generate({ tool_type: 'voice_over', text: text.trim(), parameters: settings });
  };

  return (
    <AudioToolCard
      title="Voice Over"
      description="Your text read aloud, in more than 180 voices and 130 languages."
      icon={<MicIcon className="size-5" aria-hidden="true" />}
      label="Generate Voice Over"
      cost={cost}
      balance={balance}
      task={task}
      onSubmit={() => void submit()}
    >
      <TextareaField
        label="Text"
        rows={6}
        value={text}
        maxLength={AUDIO_LIMITS.textMaxChars}
        disabled={task.running}
        onChange={(event) => setText(event.target.value)}
        placeholder="Welcome to our product tour. In the next two minutes..."
        hint={`${text.length} / ${AUDIO_LIMITS.textMaxChars} characters`}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label="Voice"
          value={settings.voice_id}
          disabled={task.running || !catalogue}
          onChange={(voice_id) => set({ voice_id })}
          options={
            catalogue
              ? catalogue.languages.flatMap(({ language, voices }) =>
                  voices.map((voice) => ({
                    value: voice.id,
                    label: voice.gender ? `${voice.name} (${voice.gender})` : voice.name,
                    group: language,
                  })),
                )
              : [{ value: settings.voice_id, label: 'Loading voices...' }]
          }
        />
        <SelectField
          label="Emotion"
          value={settings.emotion}
          disabled={task.running}
          onChange={(emotion) => set({ emotion: emotion as Settings['emotion'] })}
          options={listOptions(options?.emotions ?? [settings.emotion])}
        />
        <SelectField
          label="Language boost"
          value={settings.language_boost}
          disabled={task.running}
          onChange={(value) => set({ language_boost: value as Settings['language_boost'] })}
          options={listOptions(options?.language_boosts ?? [settings.language_boost])}
        />
        <RangeFields
          specs={RANGES}
          values={settings}
          disabled={task.running}
          onChange={(key, value) => set({ [key]: value })}
        />
        <SelectField
          label="Sample rate"
          value={String(settings.sample_rate)}
          disabled={task.running}
          onChange={(value) => set({ sample_rate: Number(value) })}
          options={(options?.sample_rates ?? [settings.sample_rate]).map((rate) => ({
            value: String(rate),
            label: `${rate} Hz`,
          }))}
        />
        <SelectField
          label="Bitrate"
          value={String(settings.bitrate)}
          disabled={task.running || settings.format === 'wav'}
          onChange={(value) => set({ bitrate: Number(value) })}
          options={(options?.bitrates ?? [settings.bitrate]).map((bitrate) => ({
            value: String(bitrate),
            label: bitrateLabel(bitrate),
          }))}
        />
        <SelectField
          label="Channel"
          value={settings.channel}
          disabled={task.running}
          onChange={(channel) => set({ channel: channel as Settings['channel'] })}
          options={listOptions(options?.channels ?? [settings.channel])}
        />
        <FormatField
          value={settings.format}
          disabled={task.running}
          onChange={(format) => set({ format })}
        />
      </div>
      <Switch
        label="English normalization"
        description="Read numbers, currencies and symbols as words."
        checked={settings.english_normalization}
        disabled={task.running}
        onCheckedChange={(english_normalization) => set({ english_normalization })}
      />
    </AudioToolCard>
  );
}
