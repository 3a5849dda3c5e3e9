import type { SearchResultType } from '@atelier/contract';
import type { LucideIcon } from 'lucide-react';
import AudioLinesIcon from 'lucide-react/icons/audio-lines';
import FileIcon from 'lucide-react/icons/file';
import FileTextIcon from 'lucide-react/icons/file-text';
import ImageIcon from 'lucide-react/icons/image';
import SearchIcon from 'lucide-react/icons/search';
import VideoIcon from 'lucide-react/icons/video';
import { createElement } from 'react';

export const RESULT_TYPE_LABELS: Record<SearchResultType, string> = {
  text: 'Text',
  image: 'Image',
  video: 'Video',
  document: 'Document',
  audio: 'Audio',
};

const ICONS: Record<string, LucideIcon> = {
  text: FileTextIcon,
  image: ImageIcon,
  video: VideoIcon,
  document: FileIcon,
  audio: AudioLinesIcon,
};

/** Keyed by string: a type a newer server adds still gets an icon (spec: "or default"). */
export function ResultTypeIcon({ type, className }: { type: string; className?: string }) {
  return createElement(ICONS[type] ?? SearchIcon, { className, 'aria-hidden': true });
}
