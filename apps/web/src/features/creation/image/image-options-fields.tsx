import type { ImageModelsResponse } from '@atelier/contract';
import { SelectField } from '../../../components/ui/select-field';
import { imageChoices } from './image-rules';
import type { ImageOptions } from './image-rules';

/** Resolution, quality and aspect ratio of a paid image, from the tier's own lists. */
export function ImageOptionsFields({
  model,
  value,
  onChange,
  disabled,
}: {
  model: ImageModelsResponse['models'][string] | undefined;
  value: ImageOptions;
  onChange: (value: ImageOptions) => void;
  disabled?: boolean;
}) {
  const choices = imageChoices(model);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label="Resolution"
        value={value.resolution}
        options={choices.resolutions}
        disabled={disabled}
        onChange={(resolution) => onChange({ ...value, resolution })}
      />
      <SelectField
        label="Quality"
        value={value.quality}
        options={choices.qualities}
        disabled={disabled}
        onChange={(quality) => onChange({ ...value, quality })}
      />
      {choices.aspectRatios ? (
        <SelectField
          label="Aspect ratio"
          value={value.aspect_ratio}
          options={choices.aspectRatios}
          disabled={disabled}
          onChange={(aspect_ratio) => onChange({ ...value, aspect_ratio })}
        />
      ) : null}
    </div>
  );
}
