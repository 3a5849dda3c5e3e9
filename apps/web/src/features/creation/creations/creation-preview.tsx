import type { Job } from '@atelier/contract';
import { useT } from '../../../lib/i18n/i18n';

const EXCERPT_LENGTH = 280;

/** What a finished job shows: its picture, its video, its sound, or the start of its text. */
export function CreationPreview({ job }: { job: Job }) {
  const t = useT();
  const output = job.outputs[0];
  if (output && job.kind === 'image') {
    return (
      <img
        src={output.url}
        alt={job.prompt}
        loading="lazy"
        className="aspect-video w-full rounded-lg bg-slate-100 object-contain dark:bg-slate-950"
      />
    );
  }
  if (output && job.kind === 'video') {
    return (
      <video
        src={output.url}
        controls
        playsInline
        preload="metadata"
        aria-label={t('video.player', { prompt: job.prompt })}
        className="aspect-video w-full rounded-lg bg-slate-950"
      />
    );
  }
  if (output && job.kind === 'audio') {
    return (
      <audio
        src={output.url}
        controls
        preload="none"
        aria-label={t('creations.audioPlayer', { prompt: job.prompt.slice(0, 80) })}
        className="w-full"
      />
    );
  }
  const text = excerptOf(job, (score) => t('creations.matchScore', { score }));
  if (!text) return null;
  return (
    <p className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700 dark:bg-slate-950 dark:text-slate-300">
      {text}
    </p>
  );
}

/** The readable part of a text, prompt or analysis answer, cut to a few lines. */
export function excerptOf(job: Job, matchScore: (score: string) => string): string | null {
  const result = job.result;
  if (typeof result !== 'object' || result === null) return null;
  const fields = result as Record<string, unknown>;
  let text: string | null = null;
  if (typeof fields.response === 'string') text = fields.response;
  else if (typeof fields.optimizedPrompt === 'string') text = fields.optimizedPrompt;
  // Reimagine's Analyze Image answers in text.
  else if (typeof fields.analysis === 'string') text = fields.analysis;
  else if (typeof fields.analysis === 'object' && fields.analysis !== null) {
    const analysis = fields.analysis as Record<string, unknown>;
    const score =
      typeof analysis.match_score === 'number'
        ? `${matchScore(String(Math.round(analysis.match_score)))} `
        : '';
    text = `${score}${typeof analysis.explanation === 'string' ? analysis.explanation : ''}`;
  }
  if (!text) return null;
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}...` : text;
}
