import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../lib/i18n/i18n';
import { tierTextId } from './video-rules';
import type { TierOptions, VideoChoices } from './video-rules';

/** Duration, resolution and (on Ultra only) frame rate, from the chosen tier. */
export function VideoOptionsFields({
  tier,
  value,
  onChange,
  disabled,
}: {
  tier: TierOptions;
  value: VideoChoices;
  onChange: (value: VideoChoices) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const noteId = tier.note ? tierTextId(tier.tier, 'note', tier.note) : null;
  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('video.duration')}
          value={String(value.duration)}
          options={tier.durations.map((seconds) => ({
            value: String(seconds),
            label: t('video.seconds', { count: seconds }),
          }))}
          disabled={disabled}
          onChange={(duration) => onChange({ ...value, duration: Number(duration) })}
        />
        <SelectField
          label={t('video.resolution')}
          value={value.resolution}
          options={tier.resolutions}
          disabled={disabled}
          onChange={(resolution) => onChange({ ...value, resolution })}
        />
        {tier.fpsOptions ? (
          <SelectField
            label={t('video.frameRate')}
            value={String(value.fps)}
            options={tier.fpsOptions.map((fps) => ({ value: String(fps), label: `${fps} fps` }))}
            disabled={disabled}
            onChange={(fps) => onChange({ ...value, fps: Number(fps) })}
          />
        ) : null}
      </div>
      {tier.note ? (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          {noteId ? t(noteId) : tier.note}
        </p>
      ) : null}
    </div>
  );
}
