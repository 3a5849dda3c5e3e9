import { SelectField } from '../../../components/ui/select-field';
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
  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Duration"
          value={String(value.duration)}
          options={tier.durations.map((seconds) => ({
            value: String(seconds),
            label: `${seconds} seconds`,
          }))}
          disabled={disabled}
          onChange={(duration) => onChange({ ...value, duration: Number(duration) })}
        />
        <SelectField
          label="Resolution"
          value={value.resolution}
          options={tier.resolutions}
          disabled={disabled}
          onChange={(resolution) => onChange({ ...value, resolution })}
        />
        {tier.fpsOptions ? (
          <SelectField
            label="Frame rate"
            value={String(value.fps)}
            options={tier.fpsOptions.map((fps) => ({ value: String(fps), label: `${fps} fps` }))}
            disabled={disabled}
            onChange={(fps) => onChange({ ...value, fps: Number(fps) })}
          />
        ) : null}
      </div>
      {tier.note ? (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{tier.note}</p>
      ) : null}
    </div>
  );
}
