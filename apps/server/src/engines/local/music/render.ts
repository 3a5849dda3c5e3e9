import type { Arrangement, BassTimbre, Drums, Timbre } from './arrangement';

export const MUSIC_SAMPLE_RATE = 32_000;

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];

const frequency = (midi: number) => 440 * Math.pow(2, (midi - 69) / 12);

/** Stereo buffers and the helpers that add sounds into them. */
class Mix {
  readonly left: Float32Array;
  readonly right: Float32Array;
  constructor(
    readonly frames: number,
    readonly rate: number,
  ) {
    this.left = new Float32Array(frames);
    this.right = new Float32Array(frames);
  }

  /** Adds `length` samples from `sample(i)` at `start`, panned -1 (left) to 1 (right). */
  add(start: number, length: number, pan: number, sample: (i: number) => number) {
    const l = Math.cos(((pan + 1) * Math.PI) / 4);
    const r = Math.sin(((pan + 1) * Math.PI) / 4);
    const end = Math.min(this.frames, start + length);
    for (let n = Math.max(0, start); n < end; n += 1) {
      const value = sample(n - start);
      this.left[n] += value * l;
      this.right[n] += value * r;
    }
  }
}

/** Attack, hold and an exponential release, in samples. */
function envelope(i: number, length: number, attack: number, release: number): number {
  const a = i < attack ? i / attack : 1;
  const tail = length - i;
  return tail < release ? a * Math.max(0, tail / release) : a;
}

function playNote(
  mix: Mix,
  timbre: Timbre | BassTimbre,
  start: number,
  length: number,
  midi: number,
  velocity: number,
  pan: number,
  random: () => number,
) {
  const rate = mix.rate;
  const w = (2 * Math.PI * frequency(midi)) / rate;
  const decay = (seconds: number) => Math.exp(-1 / (seconds * rate));
  switch (timbre) {
    case 'piano': {
      let d = 1;
      const k = decay(0.9);
      mix.add(start, length + rate * 0.3, pan, (i) => {
        d *= k;
        const env = envelope(i, length + rate * 0.3, 40, rate * 0.3) * d;
        return (
          velocity *
          env *
          (Math.sin(w * i) + 0.45 * Math.sin(2 * w * i) * d + 0.2 * Math.sin(3 * w * i) * d * d)
        );
      });
      return;
    }
    case 'strings':
    case 'synth': {
      // Three detuned saws through a one-pole low-pass: a warm pad.
      const detune = [0.997, 1, 1.004];
      const phases = detune.map(() => random());
      const steps = detune.map((d) => (frequency(midi) * d) / rate);
      const cutoff = timbre === 'strings' ? 0.08 : 0.18;
      let low = 0;
      const attack = timbre === 'strings' ? rate * 0.25 : rate * 0.02;
      mix.add(start, length, pan, (i) => {
        let saw = 0;
        for (let v = 0; v < 3; v += 1) {
          phases[v] = (phases[v] + steps[v]) % 1;
          saw += 2 * phases[v] - 1;
        }
        low += cutoff * (saw / 3 - low);
        return velocity * envelope(i, length, attack, rate * 0.2) * low * 1.6;
      });
      return;
    }
    case 'organ':
      mix.add(start, length, pan, (i) => {
        const env = envelope(i, length, 200, rate * 0.05);
        return (
          velocity *
          env *
          0.5 *
          (Math.sin(w * i) + 0.5 * Math.sin(2 * w * i) + 0.25 * Math.sin(4 * w * i))
        );
      });
      return;
    case 'bell': {
      let d = 1;
      const k = decay(1.2);
      mix.add(start, length + rate, pan, (i) => {
        d *= k;
        return velocity * 0.6 * d * Math.sin(w * i + 1.6 * d * Math.sin(3.5 * w * i));
      });
      return;
    }
    case 'flute': {
      mix.add(start, length, pan, (i) => {
        const vibrato = 1 + 0.004 * Math.sin((2 * Math.PI * 5 * i) / rate);
        const env = envelope(i, length, rate * 0.05, rate * 0.08);
        return (
          velocity * env * 0.6 * (Math.sin(w * i * vibrato) + 0.15 * Math.sin(2 * w * i * vibrato))
        );
      });
      return;
    }
    case 'lead': {
      // A square from its first odd harmonics, with a little vibrato.
      mix.add(start, length, pan, (i) => {
        const vibrato = 1 + 0.003 * Math.sin((2 * Math.PI * 5.5 * i) / rate);
        const x = w * i * vibrato;
        const env = envelope(i, length, 80, rate * 0.06);
        return (
          velocity *
          env *
          0.4 *
          (Math.sin(x) + Math.sin(3 * x) / 3 + Math.sin(5 * x) / 5 + Math.sin(7 * x) / 7)
        );
      });
      return;
    }
    case 'pluck': {
      // Karplus-Strong: a noise burst in a delay line that loses its highs each pass.
      const period = Math.max(2, Math.round(rate / frequency(midi)));
      const line = Float32Array.from({ length: period }, () => random() * 2 - 1);
      let index = 0;
      mix.add(start, length + rate * 0.2, pan, (i) => {
        const next = (index + 1) % period;
        const value = line[index];
        line[index] = 0.996 * 0.5 * (value + line[next]);
        index = next;
        return velocity * 0.8 * value * envelope(i, length + rate * 0.2, 5, rate * 0.2);
      });
      return;
    }
    case 'sub':
      mix.add(start, length, pan, (i) => {
        const env = envelope(i, length, 120, rate * 0.05);
        return velocity * env * Math.tanh(1.5 * Math.sin(w * i));
      });
      return;
  }
}

function drumHit(
  mix: Mix,
  kind: 'kick' | 'snare' | 'hat' | 'ride' | 'rim',
  start: number,
  velocity: number,
  random: () => number,
) {
  const rate = mix.rate;
  if (kind === 'kick') {
    let phase = 0;
    mix.add(start, rate * 0.35, 0, (i) => {
      const t = i / rate;
      phase += (2 * Math.PI * (45 + 110 * Math.exp(-t * 30))) / rate;
      return velocity * Math.exp(-t * 9) * Math.sin(phase);
    });
  } else if (kind === 'snare') {
    mix.add(start, rate * 0.2, 0.1, (i) => {
      const t = i / rate;
      return (
        velocity *
        (0.55 * (random() * 2 - 1) * Math.exp(-t * 22) +
          0.4 * Math.sin(2 * Math.PI * 185 * t) * Math.exp(-t * 30))
      );
    });
  } else if (kind === 'rim') {
    mix.add(
      start,
      rate * 0.05,
      -0.2,
      (i) =>
        velocity * 0.5 * Math.sin((2 * Math.PI * 1700 * i) / rate) * Math.exp((-i / rate) * 90),
    );
  } else {
    // Noise minus its previous sample: a crude high-pass, bright enough for cymbals.
    let last = 0;
    const length = kind === 'hat' ? 0.05 : 0.35;
    mix.add(start, rate * length, 0.35, (i) => {
      const noise = random() * 2 - 1;
      const high = noise - last;
      last = noise;
      return velocity * 0.25 * high * Math.exp((-i / rate) * (kind === 'hat' ? 70 : 12));
    });
  }
}

/** Each pattern is one bar of sixteenths: which hits, and how loud (0 = none). */
const DRUM_PATTERNS: Record<
  Exclude<Drums, 'none'>,
  Partial<Record<'kick' | 'snare' | 'hat' | 'ride' | 'rim', number[]>>
> = {
  four: {
    kick: [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0],
    snare: [0, 0, 0, 0, 0.8, 0, 0, 0, 0, 0, 0, 0, 0.8, 0, 0, 0],
    hat: [0, 0, 0.6, 0, 0, 0, 0.6, 0, 0, 0, 0.6, 0, 0, 0, 0.6, 0],
  },
  pop: {
    kick: [1, 0, 0, 0, 0, 0, 0, 0.7, 1, 0, 0, 0, 0, 0, 0, 0],
    snare: [0, 0, 0, 0, 0.8, 0, 0, 0, 0, 0, 0, 0, 0.8, 0, 0, 0],
    hat: [0.5, 0, 0.4, 0, 0.5, 0, 0.4, 0, 0.5, 0, 0.4, 0, 0.5, 0, 0.4, 0],
  },
  rock: {
    kick: [1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0],
    snare: [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0],
    hat: [0.6, 0, 0.6, 0, 0.6, 0, 0.6, 0, 0.6, 0, 0.6, 0, 0.6, 0, 0.6, 0],
  },
  hiphop: {
    kick: [1, 0, 0, 0, 0, 0, 0, 0.6, 0, 0, 1, 0, 0, 0, 0, 0],
    snare: [0, 0, 0, 0, 0.9, 0, 0, 0, 0, 0, 0, 0, 0.9, 0, 0, 0],
    hat: [0.4, 0, 0.3, 0, 0.4, 0, 0.3, 0, 0.4, 0, 0.3, 0, 0.4, 0, 0.3, 0.2],
  },
  jazz: {
    kick: [0.4, 0, 0, 0, 0, 0, 0, 0, 0.4, 0, 0, 0, 0, 0, 0, 0],
    rim: [0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0, 0, 0.5, 0, 0, 0],
    ride: [0.5, 0, 0, 0, 0.5, 0, 0.35, 0, 0.5, 0, 0, 0, 0.5, 0, 0.35, 0],
  },
  halftime: {
    kick: [0.8, 0, 0, 0, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0, 0],
    snare: [0, 0, 0, 0, 0, 0, 0, 0, 0.7, 0, 0, 0, 0, 0, 0, 0],
    hat: [0.3, 0, 0.3, 0, 0.3, 0, 0.3, 0, 0.3, 0, 0.3, 0, 0.3, 0, 0.3, 0],
  },
  reggae: {
    kick: [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
    rim: [0, 0, 0, 0, 0, 0, 0, 0, 0.8, 0, 0, 0, 0, 0, 0, 0],
    hat: [0, 0, 0.4, 0, 0, 0, 0.4, 0, 0, 0, 0.4, 0, 0, 0, 0.4, 0],
  },
};

/**
 * Renders the arrangement: for every bar a chord (the progression's degree in the key), a bass
 * line on its root and fifth, a melody drawn from the scale and leaning on chord tones, and the
 * genre's drum pattern; then a soft limiter and a fade-out. Mono models get a mono mix. It yields
 * to the event loop between bars, since the server's own process may be the one rendering.
 */
export async function renderMusic(
  arrangement: Arrangement,
  seconds: number,
  random: () => number,
): Promise<Float32Array[]> {
  const rate = MUSIC_SAMPLE_RATE;
  const mix = new Mix(Math.round(seconds * rate), rate);
  const scale = arrangement.minor ? MINOR : MAJOR;
  const degreeToMidi = (degree: number, octave = 0) => {
    const wrapped = ((degree % 7) + 7) % 7;
    return arrangement.tonic + scale[wrapped] + 12 * (octave + Math.floor(degree / 7));
  };
  const beat = (60 / arrangement.bpm) * rate;
  const sixteenth = beat / 4;
  const bar = beat * 4;
  const bars = Math.ceil(mix.frames / bar);
  const swingAt = (step: number) => (step % 2 === 1 ? arrangement.genre.swing * sixteenth * 2 : 0);
  const { genre, layers, melody } = arrangement;

  // A two-bar motif, repeated, varied by the temperature.
  const motifRhythm: Array<{ step: number; length: number }> = [];
  for (let step = 0; step < 32;) {
    const length = [2, 2, 4, 4, 6, 8][Math.floor(random() * 6)];
    if (random() < 0.35 + 0.5 * arrangement.density)
      motifRhythm.push({ step, length: Math.min(length, 32 - step) });
    step += length;
  }
  let current = 7 + Math.floor(random() * 3);

  for (let b = 0; b < bars; b += 1) {
    // A bar takes a few milliseconds to render: other requests are served between bars.
    if (b > 0) await new Promise((resolve) => setImmediate(resolve));
    const barStart = Math.round(b * bar);
    const degree = arrangement.progression[b % arrangement.progression.length];
    const chord = [degree, degree + 2, degree + 4];
    if (layers.chords) {
      const chordTimbre = genre.chords;
      const hits =
        chordTimbre === 'piano' || chordTimbre === 'pluck' || chordTimbre === 'organ'
          ? arrangement.density > 0.6
            ? 4
            : 2
          : 1;
      for (let h = 0; h < hits; h += 1) {
        const start = barStart + Math.round((h * bar) / hits);
        chord.forEach((d, index) => {
          const pan = arrangement.stereo ? (index - 1) * 0.5 : 0;
          playNote(
            mix,
            chordTimbre,
            start,
            Math.round(bar / hits) - 50,
            degreeToMidi(d, 1),
            0.18,
            pan,
            random,
          );
        });
      }
    }
    if (layers.bass) {
      const pattern = genre.drums === 'four' || genre.drums === 'rock' ? [0, 2, 4, 6] : [0, 4, 6];
      pattern.forEach((eighth, index) => {
        const root = index === pattern.length - 1 && random() < 0.5 ? degree + 4 : degree;
        const start = barStart + Math.round(eighth * sixteenth * 2);
        playNote(
          mix,
          genre.bass,
          start,
          Math.round(sixteenth * 2 * 0.9),
          degreeToMidi(root, -1),
          0.45,
          0,
          random,
        );
      });
    }
    if (layers.drums && genre.drums !== 'none') {
      const pattern = DRUM_PATTERNS[genre.drums];
      for (const [kind, steps] of Object.entries(pattern) as Array<
        ['kick' | 'snare' | 'hat' | 'ride' | 'rim', number[]]
      >) {
        steps.forEach((velocity, step) => {
          if (velocity > 0)
            drumHit(
              mix,
              kind,
              barStart + Math.round(step * sixteenth + swingAt(step)),
              velocity * 0.7,
              random,
            );
        });
      }
    }
    if (layers.lead && b % 2 === 0 && b > 0) {
      for (const note of motifRhythm) {
        // Temperature: how often the repeat departs from the motif.
        if (random() < melody.leapiness * 0.5) current += random() < 0.5 ? -1 : 1;
        const candidates: Array<{ degree: number; weight: number }> = [];
        for (let d = current - melody.range; d <= current + melody.range; d += 1) {
          if (d < 0 || d > 16) continue;
          const distance = Math.abs(d - current);
          const isChordTone = chord.some((c) => (((d - c) % 7) + 7) % 7 === 0);
          const weight =
            Math.exp(-distance / (0.6 + 2.4 * melody.leapiness)) *
            (isChordTone ? 1 + melody.chordPull : 1);
          candidates.push({ degree: d, weight });
        }
        candidates.sort((x, y) => y.weight - x.weight);
        const total = candidates.reduce((sum, c) => sum + c.weight, 0);
        let kept = 0;
        const nucleus = candidates.filter(
          (c) => (kept += c.weight) - c.weight < melody.nucleus * total,
        );
        const keptTotal = nucleus.reduce((sum, c) => sum + c.weight, 0);
        let pick = random() * keptTotal;
        const chosen = nucleus.find((c) => (pick -= c.weight) <= 0) ?? nucleus[0];
        current = chosen.degree;
        const start = barStart + Math.round(note.step * sixteenth + swingAt(note.step));
        playNote(
          mix,
          genre.lead,
          start,
          Math.round(note.length * sixteenth * 0.92),
          degreeToMidi(current, 1),
          0.28,
          arrangement.stereo ? 0.25 : 0,
          random,
        );
      }
    }
  }
  return finish(mix, arrangement.stereo);
}

/** Limits the peaks softly, normalises to -1 dBFS, fades in and out. */
function finish(mix: Mix, stereo: boolean): Float32Array[] {
  const channels = stereo
    ? [mix.left, mix.right]
    : [mix.left.map((v, i) => (v + mix.right[i]) / 2)];
  let peak = 0;
  for (const channel of channels) {
    for (let i = 0; i < channel.length; i += 1) {
      channel[i] = Math.tanh(channel[i]);
      peak = Math.max(peak, Math.abs(channel[i]));
    }
  }
  const gain = peak > 0 ? 0.89 / peak : 1;
  const fadeIn = Math.min(mix.frames / 4, mix.rate * 0.01);
  const fadeOut = Math.min(mix.frames / 3, mix.rate * 1.5);
  for (const channel of channels) {
    for (let i = 0; i < channel.length; i += 1) {
      const edge = Math.min(1, i / fadeIn, (channel.length - i) / fadeOut);
      channel[i] = channel[i] * gain * edge;
    }
  }
  return channels;
}
