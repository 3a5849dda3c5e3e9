import type { ImageModelsResponse } from '@atelier/contract';
import { SelectField } from '../../../components/ui/select-field';
import type { SelectOption } from '../../../components/ui/select-field';
import { useT } from '../../../lib/i18n/i18n';
import { imageChoices, optionLabelId } from './image-rules';
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
  const t = useT();
  const choices = imageChoices(model);
  const translated = (options: SelectOption[]) =>
    options.map((option) => {
      const id = optionLabelId(option.value);
      return id ? { ...option, label: t(id) } : option;
    });
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label={t('image.resolution')}
        value={value.resolution}
        options={translated(choices.resolutions)}
        disabled={disabled}
        onChange={(resolution) => onChange({ ...value, resolution })}
      />
      <SelectField
        label={t('image.quality')}
        value={value.quality}
        options={translated(choices.qualities)}
        disabled={disabled}
        onChange={(quality) => onChange({ ...value, quality })}
      />
      {choices.aspectRatios ? (
        <SelectField
          label={t('image.aspectRatio')}
          value={value.aspect_ratio}
          options={choices.aspectRatios}
          disabled={disabled}
          onChange={(aspect_ratio) => onChange({ ...value, aspect_ratio })}
        />
      ) : null}
    </div>
  );
}
