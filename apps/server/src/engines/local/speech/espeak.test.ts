import { describe, expect, it } from 'vitest';
import { createEspeak } from './espeak';
import { voiceCatalogue } from './voices';

const settings = { voice: 'en-us', wordsPerMinute: 175, pitch: 50, amplitude: 100, wordGap: 0 };
/** Samples in a 22,050 Hz 16-bit mono WAV from eSpeak. */
const seconds = (wav: Buffer) => (wav.length - 44) / 2 / 22_050;

describe('eSpeak NG in its own processes', () => {
  it('speaks, slower at fewer words a minute, and in other languages', async () => {
    const espeak = createEspeak();
    const text = 'The quick brown fox jumps over the lazy dog.';
    const [normal, slow, french] = await Promise.all([
      espeak.speak(text, settings),
      espeak.speak(text, { ...settings, wordsPerMinute: 90 }),
      espeak.speak('Bonjour tout le monde.', { ...settings, voice: 'fr-fr+f3' }),
    ]);
    expect(normal.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(seconds(normal)).toBeGreaterThan(1.5);
    expect(seconds(slow) / seconds(normal)).toBeGreaterThan(1.6);
    expect(seconds(french)).toBeGreaterThan(0.5);
  });

  it('drops an aborted utterance without disturbing the others', async () => {
    const espeak = createEspeak();
    const controller = new AbortController();
    const aborted = espeak.speak(
      'A long sentence that will not be waited for.',
      settings,
      controller.signal,
    );
    const kept = espeak.speak('This one is kept.', settings);
    controller.abort(new Error('deadline'));
    await expect(aborted).rejects.toThrow('deadline');
    expect(seconds(await kept)).toBeGreaterThan(0.5);
    expect(seconds(await espeak.speak('And the next one too.', settings))).toBeGreaterThan(0.5);
  });

  it('offers over 180 voices with unique ids, every local one speakable', () => {
    const voices = voiceCatalogue('local');
    expect(voices.length).toBeGreaterThan(180);
    expect(new Set(voices.map((v) => v.id)).size).toBe(voices.length);
    expect(voices.every((v) => v.engine === 'local' && v.espeak.length > 0)).toBe(true);
  });
});
