import type { SearchResultType } from '@atelier/contract';
import type { LucideIcon } from 'lucide-react';
import AudioLinesIcon from 'lucide-react/icons/audio-lines';
import FileIcon from 'lucide-react/icons/file';
import FileTextIcon from 'lucide-react/icons/file-text';
import ImageIcon from 'lucide-react/icons/image';
import SearchIcon from 'lucide-react/icons/search';
import VideoIcon from 'lucide-react/icons/video';
import { createElement } from 'react';
import type { Translate } from '../../../lib/i18n/i18n';

/** Message ids of the result types' names. */
export const RESULT_TYPE_LABELS: Record<SearchResultType, string> = {
  text: 'search.typeText',
  image: 'search.typeImage',
  video: 'search.typeVideo',
  document: 'search.typeDocument',
  audio: 'search.typeAudio',
};

/**
 * Message ids of the sources the server names in English (SOURCE_LABELS in its search index);
 * "Atelier", the product's own pages, and a source a newer server adds are shown as named.
 */
const SOURCE_LABELS: Record<string, string> = {
  'Help Centre': 'search.sourceHelp',
  'AI Tool Directory': 'search.sourceTools',
  'Prompt Templates': 'search.sourcePromptTemplates',
  'Prompt Database': 'search.sourcePromptDatabase',
  'Workflow Templates': 'search.sourceWorkflowTemplates',
  'My Workflows': 'search.sourceMyWorkflows',
  'My Creations': 'search.sourceMyCreations',
};

export function sourceLabel(t: Translate, source: string): string {
  const id = SOURCE_LABELS[source];
  return id ? t(id) : source;
}

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
