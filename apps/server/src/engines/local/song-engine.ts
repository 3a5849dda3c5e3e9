import { MusicParameters } from '@atelier/contract';
import type { SongEngine } from '../types';
import { decodeMono } from './audio-encode';
import { describeArrangement, musicFile } from './music-engine';
import { arrange, seededRandom } from './music/arrangement';
import { MUSIC_SAMPLE_RATE, renderMusic } from './music/render';
import type { Espeak } from './speech/espeak';

const STOP_WORDS = new Set(
  'a an the of and or for to in on with about song music track style vibe that this is my our your by from at as'.split(
    ' ',
  ),
);

/** Lyric lines: the user's (section tags and ## dropped), or two lines made from the prompt. */
export function lyricLines(lyrics: string | undefined, prompt: string): string[] {
  const given = (lyrics ?? '')
    .replaceAll('##', '')
    .split('\n')
    .map((line) => line.replace(/\[[^\]]*\]/g, '').trim())
    .filter(Boolean);
  if (given.length > 0) return given.slice(0, 16);
  const words = (prompt.toLowerCase().match(/[a-z']+/g) ?? []).filter((w) => !STOP_WORDS.has(w));
  const theme = words.slice(0, 4).join(' ') || 'the night';
  return [`Oh, ${theme}`, `Sing with me of ${theme}`, `Oh, ${theme}`, `Here we go again`];
}

/** Beats per minute of a clip from its loudness envelope's autocorrelation; null if unclear. */
export function estimateTempo(samples: Float32Array, rate: number): number | null {
  const hop = Math.round(rate / 100); // 10 ms frames
  const energy: number[] = [];
  for (let i = 0; i + hop <= samples.length; i += hop) {
    let sum = 0;
    for (let j = i; j < i + hop; j += 1) sum += samples[j] * samples[j];
    energy.push(Math.sqrt(sum / hop));
  }
  const onset = energy.map((value, i) => Math.max(0, value - (energy[i - 1] ?? value)));
  let best = { lag: 0, score: 0 };
  // 60-180 bpm: a beat every 100 to 33 frames.
  for (let lag = 33; lag <= 100; lag += 1) {
    let score = 0;
    for (let i = lag; i < onset.length; i += 1) score += onset[i] * onset[i - lag];
    if (score > best.score) best = { lag, score };
  }
  return best.score > 0 ? Math.round(6000 / best.lag) : null;
}

const rms = (samples: Float32Array) => {
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.sqrt(sum / Math.max(1, samples.length));
};

/** A WAV's 16-bit samples (eSpeak writes mono) as floats at their own rate. */
function wavSamples(wav: Buffer): { samples: Float32Array; rate: number } {
  const rate = wav.readUInt32LE(24);
  const data = wav.indexOf('data', 12, 'latin1');
  const start = data + 8;
  const count = Math.floor((wav.length - start) / 2);
  const samples = new Float32Array(count);
  for (let i = 0; i < count; i += 1) samples[i] = wav.readInt16LE(start + i * 2) / 32768;
  return { samples, rate };
}

/**
 * A song made locally: the composer's track in the prompt's style, with each lyric line spoken by
 * eSpeak NG on the bar it belongs to, at a pitch that follows the chords. A reference clip, when
 * given, sets the tempo (when a beat can be heard in it) and the loudness.
 */
export function createLocalSongEngine(espeak: Espeak): SongEngine {
  return {
    engine: 'local',
    model: 'local-composer-1 + espeak-ng-1.51',
    async sing(request, context) {
      const random = seededRandom(request.seed);
      const lines = lyricLines(request.lyrics, request.prompt);
      const parameters = MusicParameters.parse({});
      const arrangement = arrange(request.prompt, parameters, random);
      let loudness: number | null = null;
      const notes: string[] = [];
      if (request.reference) {
        context.progress(5, 'Listening to your reference');
        const reference = await decodeMono(request.reference.body, 8000, {
          seconds: request.parameters.refer_duration,
          signal: context.signal,
        });
        const tempo = estimateTempo(reference, 8000);
        if (tempo) {
          arrangement.bpm = tempo;
          notes.push(`The tempo follows your reference (${tempo} bpm).`);
        } else
          notes.push("No steady beat was heard in your reference, so the tempo is the style's.");
        loudness = rms(reference);
      }
      const barSeconds = (60 / arrangement.bpm) * 4;
      // Two bars of introduction, two bars per line, one bar to end.
      const seconds = Math.min(60, Math.max(15, barSeconds * (3 + lines.length * 2)));
      context.progress(15, 'Composing the track');
      const channels = await renderMusic(arrangement, seconds, random);
      const voice = random() < 0.5 ? 'en-us+f3' : 'en-us+m3';
      for (const [index, line] of lines.entries()) {
        context.progress(20 + (60 * index) / lines.length, 'Singing the lyrics');
        const wav = await espeak.speak(
          line,
          {
            voice,
            wordsPerMinute: 130,
            // Up and down with the progression, so the lines do not all sit on one note.
            pitch:
              45 + 6 * ((arrangement.progression[index % arrangement.progression.length] ?? 0) % 4),
            amplitude: 120,
            wordGap: 2,
          },
          context.signal,
        );
        const { samples, rate } = wavSamples(wav);
        const start = Math.round((2 + index * 2) * barSeconds * MUSIC_SAMPLE_RATE);
        const step = rate / MUSIC_SAMPLE_RATE;
        for (const channel of channels) {
          for (let i = 0; start + i < channel.length && i * step < samples.length - 1; i += 1) {
            channel[start + i] = channel[start + i] * 0.7 + 0.9 * samples[Math.floor(i * step)];
          }
        }
      }
      if (loudness) {
        const gain = Math.min(2, Math.max(0.25, loudness / Math.max(1e-4, rms(channels[0]))));
        for (const channel of channels)
          for (let i = 0; i < channel.length; i += 1)
            channel[i] = Math.max(-1, Math.min(1, channel[i] * gain));
        notes.push('Its loudness matches your reference.');
      }
      context.progress(85, 'Encoding the audio');
      const file = await musicFile(channels, request.parameters.format, context.signal);
      return { ...file, note: [describeArrangement(arrangement), ...notes].join(' ') };
    },
  };
}
