import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { serverPackageRoot } from '../../../lib/package-paths';

/** eSpeak's own settings for one utterance (its command-line flags). */
export interface EspeakSettings {
  /** e.g. `en-gb+f3`: a language, optionally with a voice variant. */
  voice: string;
  /** Words per minute, 80-450. */
  wordsPerMinute: number;
  /** Base pitch, 0-99 (50 is eSpeak's default). */
  pitch: number;
  /** Loudness, 0-200 (100 is eSpeak's default). */
  amplitude: number;
  /** Extra pause between words, in units of 10 ms. */
  wordGap: number;
}

export interface Espeak {
  /** A 22,050 Hz mono WAV of the text spoken with these settings. */
  speak(text: string, settings: EspeakSettings, signal?: AbortSignal): Promise<Buffer>;
}

interface Pending {
  resolve(wav: Buffer): void;
  reject(error: Error): void;
}

interface Speaker {
  child: ChildProcess;
  ready: Promise<void>;
  pending: Map<number, Pending>;
}

/** A speaker with nothing under way lets the process end (its channel stops holding it). */
function release(speaker: Speaker) {
  if (speaker.pending.size === 0) speaker.child.channel?.unref();
}

const script = () => path.join(serverPackageRoot(), 'bin', 'espeak-process.mjs');

/**
 * eSpeak NG runs in child processes of its own (bin/espeak-process.mjs): it is GPL software, so
 * the server talks to it over IPC rather than linking it. One process per core, started on first
 * use; a request goes to the least busy one; a process that dies fails only its own requests and
 * is replaced on the next one.
 */
export function createEspeak(): Espeak {
  const size = Math.max(1, Math.min(2, availableParallelism()));
  const speakers: Array<Speaker | undefined> = [];
  let nextId = 1;

  const start = (slot: number): Speaker => {
    const child = fork(script(), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const pending = new Map<number, Pending>();
    const speaker: Speaker = {
      child,
      pending,
      ready: new Promise((resolve, reject) => {
        child.once('message', () => resolve());
        child.once('error', reject);
      }),
    };
    child.on('message', (message: { id?: number; wav?: Uint8Array; error?: string }) => {
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      pending.delete(message.id);
      if (message.wav) waiting.resolve(Buffer.from(message.wav));
      else waiting.reject(new Error(`eSpeak NG failed: ${message.error ?? 'no sound'}`));
    });
    child.on('exit', (code) => {
      if (speakers[slot] === speaker) speakers[slot] = undefined;
      for (const waiting of pending.values()) {
        waiting.reject(new Error(`the eSpeak NG process stopped (exit ${code ?? 'signal'})`));
      }
      pending.clear();
    });
    // An idle speaker must not keep a finished process alive; a busy one must (see `speak`).
    child.unref();
    child.channel?.unref();
    return speaker;
  };

  const pick = (): Speaker => {
    let best = 0;
    for (let slot = 0; slot < size; slot += 1) {
      speakers[slot] ??= start(slot);
      if (speakers[slot]!.pending.size < speakers[best]!.pending.size) best = slot;
    }
    return speakers[best]!;
  };

  return {
    async speak(text, settings, signal) {
      signal?.throwIfAborted();
      const speaker = pick();
      // Held while this utterance is under way, so the process waits for it.
      speaker.child.channel?.ref();
      await speaker.ready;
      if (signal?.aborted) {
        release(speaker);
        signal.throwIfAborted();
      }
      const id = nextId++;
      const args = [
        '-v',
        settings.voice,
        '-s',
        String(Math.round(settings.wordsPerMinute)),
        '-p',
        String(Math.round(settings.pitch)),
        '-a',
        String(Math.round(settings.amplitude)),
        '-g',
        String(Math.round(settings.wordGap)),
      ];
      return new Promise<Buffer>((resolve, reject) => {
        const onAbort = () => {
          // An utterance takes seconds at most: it is left to finish (the process may be busy
          // with other jobs' lines too) and its answer is dropped.
          speaker.pending.delete(id);
          release(speaker);
          reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const settle =
          <T>(done: (value: T) => void) =>
          (value: T) => {
            signal?.removeEventListener('abort', onAbort);
            release(speaker);
            done(value);
          };
        speaker.pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
        speaker.child.send({ id, text, args });
      });
    },
  };
}
