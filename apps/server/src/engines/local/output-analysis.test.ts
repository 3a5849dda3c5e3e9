import { Analysis } from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import type { AnalysisRequest, EngineContext } from '../types';
import { renderImage } from './image-renderer';
import { createLocalAnalysisEngine } from './output-analysis';
import { renderVideo } from './video-renderer';

const engine = createLocalAnalysisEngine();
const context = (): EngineContext => ({ signal: new AbortController().signal, progress: () => {} });
const analyse = async (request: AnalysisRequest) =>
  Analysis.parse(await engine.analyse(request, context()));

describe('the local output analysis', () => {
  it('says it is local', () => {
    expect(engine).toMatchObject({ engine: 'local', model: 'local-output-analysis-1' });
  });

  it('reports blue missing from a red image and scores it below a matching prompt', async () => {
    const body = await renderImage({ prompt: 'red', width: 512, height: 512, seed: 3 });
    const file = { body, contentType: 'image/png' };
    const expected = { width: 512, height: 512 };
    const wrong = await analyse({
      prompt: 'a blue square abstract',
      outputType: 'image',
      file,
      expected,
    });
    const right = await analyse({
      prompt: 'a red square abstract',
      outputType: 'image',
      file,
      expected,
    });

    expect(wrong.missing_elements.join('\n')).toMatch(
      /Little blue in the image \(\d+ % of pixels\); the prompt asks for blue/,
    );
    expect(wrong.match_score).toBeLessThan(right.match_score);
    expect(right.match_score).toBe(100);
    expect(right.missing_elements).toEqual([]);
    expect(right.matches_well.join('\n')).toMatch(/Red is clearly present/);
    expect(right.matches_well.join('\n')).toMatch(/Resolution 512 x 512 matches the request/);
    expect(right.matches_well.join('\n')).toMatch(/square frame/);

    const { basic, enhanced, creative } = wrong.suggested_prompts;
    for (const p of [basic, enhanced, creative]) expect(p).toContain('a blue square abstract');
    expect(basic).toContain('dominated by blue tones');
    expect(new Set([basic, enhanced, creative]).size).toBe(3);
    expect(wrong.explanation).toMatch(/^Measured locally by comparing/);
    expect(wrong.explanation).toContain(
      'This is a measurement, not an AI judgement of the content.',
    );
  });

  it('checks the frame shape the prompt asks for', async () => {
    const body = await renderImage({ prompt: 'city at night', width: 640, height: 360, seed: 1 });
    const file = { body, contentType: 'image/png' };
    const vertical = await analyse({
      prompt: 'city at night, vertical 9:16 poster',
      outputType: 'image',
      file,
    });
    expect(vertical.missing_elements.join('\n')).toMatch(
      /The frame is wide \(aspect 1\.78\); the prompt asks for a 9:16 frame/,
    );
    // The prompt already says so: the fix is the aspect setting, not more words.
    expect(vertical.missing_elements.join('\n')).toMatch(/choose it in the aspect setting/);
    const wide = await analyse({ prompt: 'city at night, widescreen', outputType: 'image', file });
    expect(wide.matches_well.join('\n')).toMatch(/fits the wide frame/);
    // "portrait" alone names a subject, not the frame.
    const portrait = await analyse({
      prompt: 'portrait of a man in a city at night',
      outputType: 'image',
      file,
    });
    expect(portrait.missing_elements.join('\n')).not.toMatch(/frame/);
  });

  it('checks a video against the requested duration and frame rate', async () => {
    const video = await renderVideo({
      prompt: 'ocean',
      width: 320,
      height: 180,
      duration: 2,
      fps: 12,
      seed: 1,
    });
    const result = await analyse({
      prompt: 'a calm blue ocean',
      outputType: 'video',
      file: { body: video.body, contentType: 'video/mp4' },
      expected: { width: 320, height: 180, duration: 3, fps: 12 },
    });
    expect(result.missing_elements.join('\n')).toMatch(/Duration is 2\.00 s; 3 s was asked for/);
    expect(result.matches_well.join('\n')).toMatch(/Frame rate 12 fps as asked/);
    expect(result.matches_well.join('\n')).toMatch(/Blue is clearly present/);
    expect(result.suggested_prompts.enhanced).toMatch(/camera/);
    expect(result.explanation).toContain('duration and frame rate');
  }, 60_000);

  it('scores an unreadable file 0 and says why', async () => {
    const result = await analyse({
      prompt: 'anything',
      outputType: 'image',
      file: { body: Buffer.from('garbage'), contentType: 'image/png' },
    });
    expect(result.match_score).toBe(0);
    expect(result.missing_elements[0]).toMatch(/could not be read as an image/);
  });

  it('throws when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('canceled'));
    await expect(
      engine.analyse(
        {
          prompt: 'x',
          outputType: 'image',
          file: { body: Buffer.alloc(1), contentType: 'image/png' },
        },
        { signal: controller.signal, progress: () => {} },
      ),
    ).rejects.toThrow('canceled');
  });
});
