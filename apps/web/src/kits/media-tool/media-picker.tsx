import ImageIcon from 'lucide-react/icons/image';
import LinkIcon from 'lucide-react/icons/link';
import MusicIcon from 'lucide-react/icons/music';
import VideoIcon from 'lucide-react/icons/video';
import XIcon from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { useLanguage, useT } from '../../lib/i18n/i18n';
import { numberFormat } from '../../lib/locale';

/** The server's default limits (MEDIA_MAX_IMAGE_BYTES, MEDIA_MAX_VIDEO_BYTES, ..._AUDIO_BYTES). */
export const MEDIA_LIMITS = {
  image: 20 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
} as const;
type MediaKind = keyof typeof MEDIA_LIMITS;
/** "20 MB" in the interface language's units ("20 Mo" in French). */
const limitLabel = (kind: MediaKind) =>
  numberFormat({ style: 'unit', unit: 'megabyte' }).format(MEDIA_LIMITS[kind] / (1024 * 1024));
const ICONS = { image: ImageIcon, video: VideoIcon, audio: MusicIcon } as const;
/** The same in every language: the start of a web address. */
export const URL_PLACEHOLDER = 'https://';

/**
 * One picture or video from the user: a file (read as a data URL, as the spec's browser sends
 * uploads) or a link the server fetches. A chosen file is previewed; a link is not (the page loads
 * nothing from other sites), the server reads it on Generate.
 */
export function MediaPicker({
  label,
  kind,
  value,
  onChange,
  onRemove,
  disabled,
}: {
  label: string;
  kind: MediaKind;
  /** A data URL, an http(s) link, or '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Offered when the picker itself can go (a reference image that is not the last). */
  onRemove?: () => void;
  disabled?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const isFile = value.startsWith('data:');
  const Icon = ICONS[kind];

  const readFile = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith(`${kind}/`)) {
      setProblem(t('creation.mediaWrongType', { kind }));
      return;
    }
    if (file.size > MEDIA_LIMITS[kind]) {
      setProblem(t('creation.mediaTooLarge', { limit: limitLabel(kind) }));
      return;
    }
    setProblem(null);
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') onChange(reader.result);
    };
    reader.onerror = () => setProblem(t('creation.mediaUnreadable'));
    reader.readAsDataURL(file);
  };

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
          {isFile && kind === 'image' ? (
            <img
              src={value}
              alt={t('creation.mediaPreview', { label })}
              className="size-full object-cover"
            />
          ) : isFile && kind === 'audio' ? (
            <MusicIcon className="size-8 text-primary-700" aria-hidden="true" />
          ) : isFile ? (
            <video
              src={value}
              className="size-full object-cover"
              muted
              aria-label={t('creation.mediaPreview', { label })}
            />
          ) : value ? (
            <LinkIcon className="size-8 text-slate-500" aria-hidden="true" />
          ) : (
            <Icon className="size-8 text-slate-400" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <label
            htmlFor={`${id}-file`}
            className="block text-sm text-slate-700 dark:text-slate-300"
          >
            {t('creation.mediaUpload', { kind, limit: limitLabel(kind) })}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={`${kind}/*`}
            disabled={disabled}
            onChange={(event) => readFile(event.target.files?.[0])}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:font-semibold file:text-primary-800 dark:text-slate-300 dark:file:bg-primary-950 dark:file:text-primary-200"
          />
          <label htmlFor={`${id}-url`} className="block text-sm text-slate-700 dark:text-slate-300">
            {t('creation.mediaLink', { kind })}
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder={URL_PLACEHOLDER}
            disabled={disabled}
            value={isFile ? '' : value}
            onChange={(event) => {
              setProblem(null);
              onChange(event.target.value.trim());
            }}
            className={inputClasses}
          />
          {isFile ? (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('creation.mediaChosen')}
            </p>
          ) : null}
          {isFile && kind === 'audio' ? (
            <audio
              src={value}
              controls
              className="w-full"
              aria-label={t('creation.mediaPreview', { label })}
            />
          ) : null}
          {problem ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          ) : null}
          <div className="flex gap-2">
            {value ? (
              <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onChange('')}>
                {t('creation.clear')}
              </Button>
            ) : null}
            {onRemove ? (
              <Button size="sm" variant="ghost" disabled={disabled} onClick={onRemove}>
                <XIcon className="size-4" aria-hidden="true" />
                {t('creation.mediaRemove', {
                  // German writes its nouns capitalised; the others lower-case them mid-sentence.
                  label: language === 'de' ? label : label.toLowerCase(),
                })}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
