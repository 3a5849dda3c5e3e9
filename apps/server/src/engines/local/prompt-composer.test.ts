import { describe, expect, it } from 'vitest';
import { composePrompt } from './prompt-composer';

describe('composePrompt', () => {
  it('orders the fields and adds image quality terms only where left blank', () => {
    expect(
      composePrompt({ subject: 'a red fox in snow', lighting: 'golden hour light' }, 'image'),
    ).toBe(
      'A red fox in snow, balanced composition with a clear focal point, golden hour light, highly detailed, sharp focus, professional quality',
    );
    expect(
      composePrompt(
        { subject: 'a red fox', composition: 'close-up', quality: '8K', style: 'anime' },
        'image',
      ),
    ).toBe('A red fox, anime style, close-up, 8K');
  });

  it('gives a video prompt camera, motion and consistency terms, keeping user choices', () => {
    const prompt = composePrompt(
      { subject: 'a paper boat on a puddle', cameraMovement: 'zoom in', duration: 'medium' },
      'video',
    );
    expect(prompt).toBe(
      'A paper boat on a puddle. Camera: zoom in. Motion: natural and fluid, physically plausible. Duration: 10-15 seconds. Quality: high detail, consistent subject and lighting throughout, no flicker or warping.',
    );
  });

  it('is deterministic and ignores extra request fields', () => {
    const fields = {
      subject: 'a city at night',
      provider: 'midjourney',
      model: 'v7',
      format: 'image',
    };
    expect(composePrompt(fields, 'image')).toBe(composePrompt(fields, 'image'));
    expect(composePrompt(fields, 'image')).not.toContain('midjourney');
  });

  it('adds nothing when there is no subject', () => {
    expect(composePrompt({ subject: ' ' }, 'video')).toBe('');
  });
});
