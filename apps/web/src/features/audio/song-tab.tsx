import { AUDIO_LIMITS, audioCostMicros } from '@atelier/contract';
import type { AudioFormat } from '@atelier/contract';
import Music2Icon from 'lucide-react/icons/music-2';
import { useState } from 'react';
import { RangeField } from '../../components/ui/range-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { useT } from '../../lib/i18n/i18n';
import { microsToCredits } from '../../lib/format';
import { MediaPicker } from '../../kits/media-tool/media-picker';
import type { ToolReport } from '../../kits/media-tool/tool-banners';
import { FormatField, SeedField, seedOf } from './audio-fields';
import { AudioToolCard } from './audio-tool-card';
import { useAudioTask } from './use-audio-task';

const COST = microsToCredits(audioCostMicros('song_with_music', {}));

/** Song with music: a prompt, optional lyrics and an optional reference track. */
export function SongTab({ balance, report }: { balance: number | null; report: ToolReport }) {
  const t = useT();
  const [prompt, setPrompt] = useState('');
  const [lyrics, setLyrics] = useState('');
  const [reference, setReference] = useState('');
  const [referDuration, setReferDuration] = useState<number>(AUDIO_LIMITS.referDuration.default);
  const [seed, setSeed] = useState('');
  const [format, setFormat] = useState<AudioFormat>('mp3');
  const { generate, ...task } = useAudioTask(report);

  const submit = () => {
    if (!prompt.trim()) return report.error(t('api.audio.songPromptRequired'));
    return generate({
      tool_type: 'song_with_music',
      prompt: prompt.trim(),
      ...(lyrics.trim() ? { lyrics: lyrics.trim() } : {}),
      parameters: {
        refer_duration: referDuration,
        format,
        ...seedOf(seed),
        ...(reference ? { refer_audio: reference } : {}),
      },
    });
  };

  return (
    <AudioToolCard
      title={t('audio.song')}
      description={t('audio.songDescription')}
      icon={<Music2Icon className="size-5" aria-hidden="true" />}
      label={t('audio.generateSong')}
      cost={COST}
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
        placeholder={t('audio.songPlaceholder')}
      />
      <TextareaField
        label={t('audio.lyrics')}
        rows={5}
        value={lyrics}
        maxLength={AUDIO_LIMITS.lyricsMaxChars}
        disabled={task.running}
        onChange={(event) => setLyrics(event.target.value)}
        placeholder={t('audio.lyricsPlaceholder')}
        hint={t('audio.lyricsHint', {
          count: String(lyrics.length),
          max: String(AUDIO_LIMITS.lyricsMaxChars),
        })}
      />
      <MediaPicker
        label={t('audio.referenceTrack')}
        kind="audio"
        value={reference}
        onChange={setReference}
        disabled={task.running}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <RangeField
          label={t('audio.referenceDuration')}
          min={AUDIO_LIMITS.referDuration.min}
          max={AUDIO_LIMITS.referDuration.max}
          step={AUDIO_LIMITS.referDuration.step}
          value={referDuration}
          disabled={task.running}
          onChange={setReferDuration}
        />
        <SeedField value={seed} onChange={setSeed} disabled={task.running} />
        <FormatField value={format} onChange={setFormat} disabled={task.running} />
      </div>
    </AudioToolCard>
  );
}
