import ImageIcon from 'lucide-react/icons/image';
import LinkIcon from 'lucide-react/icons/link';
import MusicIcon from 'lucide-react/icons/music';
import VideoIcon from 'lucide-react/icons/video';
import XIcon from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';

/** The server's default limits (MEDIA_MAX_IMAGE_BYTES, MEDIA_MAX_VIDEO_BYTES, ..._AUDIO_BYTES). */
export const MEDIA_LIMITS = {
  image: 20 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
} as const;
const LIMIT_LABEL = { image: '20 MB', video: '100 MB', audio: '20 MB' } as const;
type MediaKind = keyof typeof MEDIA_LIMITS;
const A_FILE: Record<MediaKind, string> = {
  image: 'an image',
  video: 'a video',
  audio: 'an audio file',
};
const ICONS = { image: ImageIcon, video: VideoIcon, audio: MusicIcon } as const;

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
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const isFile = value.startsWith('data:');
  const Icon = ICONS[kind];

  const readFile = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith(`${kind}/`)) {
      setProblem(`Please choose ${A_FILE[kind]}${kind === 'audio' ? '' : ' file'}.`);
      return;
    }
    if (file.size > MEDIA_LIMITS[kind]) {
      setProblem(`The file is larger than ${LIMIT_LABEL[kind]}.`);
      return;
    }
    setProblem(null);
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') onChange(reader.result);
    };
    reader.onerror = () => setProblem('The file could not be read.');
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
            <img src={value} alt={`${label} preview`} className="size-full object-cover" />
          ) : isFile && kind === 'audio' ? (
            <MusicIcon className="size-8 text-primary-700" aria-hidden="true" />
          ) : isFile ? (
            <video
              src={value}
              className="size-full object-cover"
              muted
              aria-label={`${label} preview`}
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
            Upload {A_FILE[kind]} (up to {LIMIT_LABEL[kind]})
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
            or a link to {A_FILE[kind]}
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://"
            disabled={disabled}
            value={isFile ? '' : value}
            onChange={(event) => {
              setProblem(null);
              onChange(event.target.value.trim());
            }}
            className={inputClasses}
          />
          {isFile ? (
            <p className="text-xs text-slate-600 dark:text-slate-400">File chosen.</p>
          ) : null}
          {isFile && kind === 'audio' ? (
            <audio src={value} controls className="w-full" aria-label={`${label} preview`} />
          ) : null}
          {problem ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          ) : null}
          <div className="flex gap-2">
            {value ? (
              <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onChange('')}>
                Clear
              </Button>
            ) : null}
            {onRemove ? (
              <Button size="sm" variant="ghost" disabled={disabled} onClick={onRemove}>
                <XIcon className="size-4" aria-hidden="true" />
                Remove {label.toLowerCase()}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
