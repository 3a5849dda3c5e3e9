import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/i18n';
import type { MouseEvent } from 'react';

const BARS = 120;

/** The file's loudness in `bars` slices: the largest absolute sample of each, 0 to 1. */
export function peaksOf(samples: Float32Array, bars: number = BARS): number[] {
  const size = Math.max(1, Math.floor(samples.length / bars));
  const peaks: number[] = [];
  for (let bar = 0; bar < bars; bar += 1) {
    let peak = 0;
    const end = Math.min(samples.length, (bar + 1) * size);
    for (let i = bar * size; i < end; i += 1) peak = Math.max(peak, Math.abs(samples[i]));
    peaks.push(peak);
  }
  const loudest = Math.max(...peaks, 1e-6);
  return peaks.map((peak) => peak / loudest);
}

/** Decodes the file in the browser (no sound is played) and answers its peaks. */
async function loadPeaks(src: string, signal: AbortSignal): Promise<number[] | null> {
  if (typeof OfflineAudioContext === 'undefined') return null;
  const response = await fetch(src, { signal });
  if (!response.ok) return null;
  const decoded = await new OfflineAudioContext(1, 1, 8000).decodeAudioData(
    await response.arrayBuffer(),
  );
  return peaksOf(decoded.getChannelData(0));
}

/**
 * The browser's own audio controls (keyboard and screen-reader friendly) under a waveform drawn
 * from the file's real samples; the played part is coloured, and a click on it seeks there.
 */
export function WaveformPlayer({ src, label }: { src: string; label: string }) {
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  // Kept with the file it belongs to, so a new file never shows the last one's waveform.
  const [loaded, setLoaded] = useState<{ src: string; peaks: number[] | null } | null>(null);
  const peaks = loaded?.src === src ? loaded.peaks : null;
  const [played, setPlayed] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadPeaks(src, controller.signal).then(
      (found) => setLoaded({ src, peaks: found }),
      () => setLoaded({ src, peaks: null }),
    );
    return () => controller.abort();
  }, [src]);

  const seek = (event: MouseEvent<SVGSVGElement>) => {
    const element = audio.current;
    if (!element || !Number.isFinite(element.duration)) return;
    const box = event.currentTarget.getBoundingClientRect();
    element.currentTime = ((event.clientX - box.left) / box.width) * element.duration;
  };

  return (
    <div className="space-y-2">
      {peaks ? (
        <svg
          role="img"
          aria-label={t('audio.waveform', { label })}
          data-testid="waveform"
          viewBox={`0 0 ${peaks.length} 100`}
          preserveAspectRatio="none"
          className="h-20 w-full cursor-pointer rounded-lg bg-slate-50 dark:bg-slate-950"
          onClick={seek}
        >
          {peaks.map((peak, index) => {
            const height = Math.max(2, peak * 92);
            return (
              <rect
                key={index}
                x={index + 0.15}
                width={0.7}
                y={50 - height / 2}
                height={height}
                className={
                  index / peaks.length < played
                    ? 'fill-primary-600 dark:fill-primary-400'
                    : 'fill-slate-300 dark:fill-slate-600'
                }
              />
            );
          })}
        </svg>
      ) : null}
      <audio
        ref={audio}
        src={src}
        controls
        preload="metadata"
        aria-label={label}
        className="w-full"
        onTimeUpdate={(event) => {
          const { currentTime, duration } = event.currentTarget;
          setPlayed(duration > 0 ? currentTime / duration : 0);
        }}
      />
    </div>
  );
}
