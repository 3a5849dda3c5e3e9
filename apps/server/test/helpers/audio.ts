import { wavFromPcm } from '../../src/engines/local/audio-encode';
import { runFfmpeg, withTempFile } from '../../src/lib/ffmpeg';

export interface AudioFacts {
  codec: string;
  sampleRate: number;
  channels: number;
  /** Seconds actually decoded, end to end. */
  seconds: number;
  /** Kilobits per second, as the stream declares it. */
  kbps: number | null;
}

/**
 * What a file really is: ffmpeg decodes every sample of it (a damaged file fails) and reports the
 * stream's codec, rate and channels and how much it decoded.
 */
export function describeAudio(body: Buffer): Promise<AudioFacts> {
  return withTempFile(body, 'audio', async (file) => {
    const { stderr } = await runFfmpeg(['-v', 'info', '-i', file, '-f', 'null', '-']);
    const stream = /Stream #0:0.*?: Audio: (\w+).*?, (\d+) Hz, (mono|stereo)[^\n]*/.exec(stderr);
    if (!stream) throw new Error(`no audio stream: ${stderr.slice(-400)}`);
    const times = [...stderr.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
    const last = times.at(-1);
    return {
      codec: stream[1],
      sampleRate: Number(stream[2]),
      channels: stream[3] === 'stereo' ? 2 : 1,
      seconds: last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : 0,
      kbps: /(\d+) kb\/s/.exec(stream[0])?.[1] ? Number(/(\d+) kb\/s/.exec(stream[0])![1]) : null,
    };
  });
}

/** A WAV of clicks at `bpm` (a reference with a beat anyone can hear), mono 16 kHz. */
export function clickTrack(bpm: number, seconds: number): Buffer {
  const rate = 16_000;
  const samples = new Float32Array(rate * seconds);
  const every = Math.round((60 / bpm) * rate);
  for (let start = 0; start < samples.length; start += every) {
    for (let i = 0; i < 400 && start + i < samples.length; i += 1) {
      samples[start + i] = 0.6 * Math.sin((2 * Math.PI * 1000 * i) / rate) * Math.exp(-i / 80);
    }
  }
  return wavFromPcm([samples], rate);
}
