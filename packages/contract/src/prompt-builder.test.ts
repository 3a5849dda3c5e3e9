import { describe, expect, it } from 'vitest';
import {
  ANIMATION_STYLES,
  BUILDER_OPTION_GROUPS,
  CAMERA_MOVEMENTS,
  ENHANCER_KINDS,
  MOTION_TYPES,
  PROMPT_MEDIA_PLATFORMS,
  TRANSITIONS,
  VIDEO_DURATIONS,
  buildPromptFromFields,
  enhancePrompt,
} from './prompt-builder';

/** A random source that answers the given values in turn. */
const sequence =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0;

describe('builder option lists', () => {
  it.each(Object.entries(BUILDER_OPTION_GROUPS))(
    '%s has 35-60 options in non-empty groups, without repeats',
    (_name, groups) => {
      const options = groups.flatMap((group) => group.options);
      expect(options.length).toBeGreaterThanOrEqual(35);
      expect(options.length).toBeLessThanOrEqual(60);
      for (const group of groups) {
        expect(group.group.trim()).not.toBe('');
        expect(group.options.length).toBeGreaterThan(0);
      }
      const lower = options.map((o) => o.toLowerCase());
      expect(new Set(lower).size).toBe(lower.length);
    },
  );

  it('covers the eight lists of the spec', () => {
    expect(Object.keys(BUILDER_OPTION_GROUPS).sort()).toEqual(
      [
        'colors',
        'composition',
        'lighting',
        'material',
        'mood',
        'quality',
        'rendering',
        'style',
      ].sort(),
    );
  });

  it('has the video list sizes of the spec', () => {
    expect(MOTION_TYPES).toHaveLength(7);
    expect(CAMERA_MOVEMENTS).toHaveLength(9);
    expect(ANIMATION_STYLES).toHaveLength(6);
    expect(TRANSITIONS).toHaveLength(5);
    expect(VIDEO_DURATIONS.map((d) => d.label)).toEqual([
      'Short (3-5 seconds)',
      'Medium (10-15 seconds)',
      'Long (30+ seconds)',
    ]);
    for (const list of [MOTION_TYPES, CAMERA_MOVEMENTS, ANIMATION_STYLES, TRANSITIONS]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });
});

describe('media platforms', () => {
  it('lists platforms for both formats, each with unique values and at least one model', () => {
    for (const format of ['image', 'video'] as const) {
      const platforms = PROMPT_MEDIA_PLATFORMS[format];
      expect(platforms.length).toBeGreaterThan(5);
      expect(new Set(platforms.map((p) => p.value)).size).toBe(platforms.length);
      for (const p of platforms) {
        expect(p.models.length).toBeGreaterThan(0);
        expect(new Set(p.models.map((m) => m.value)).size).toBe(p.models.length);
      }
    }
    const total = PROMPT_MEDIA_PLATFORMS.image.length + PROMPT_MEDIA_PLATFORMS.video.length;
    expect(total).toBeGreaterThanOrEqual(25);
  });
});

describe('buildPromptFromFields', () => {
  it('puts the subject first and the quality terms last, skipping blank fields', () => {
    const prompt = buildPromptFromFields(
      {
        quality: 'highly detailed',
        lighting: 'golden hour light',
        subject: 'a red fox in fresh snow',
        style: 'watercolor',
        mood: '  ',
        colors: '',
        composition: 'close-up',
      },
      'image',
    );
    expect(prompt).toBe(
      'A red fox in fresh snow, watercolor style, close-up, golden hour light, highly detailed',
    );
  });

  it('turns bare options into phrases and keeps ones that already read as phrases', () => {
    const prompt = buildPromptFromFields(
      {
        subject: 'a lighthouse',
        background: 'stormy sea',
        style: 'concept art',
        lighting: 'Rembrandt',
        colors: 'red and gold',
        mood: 'eerie',
        material: 'weathered stone',
      },
      'image',
    );
    expect(prompt).toBe(
      'A lighthouse, stormy sea background, concept art, Rembrandt lighting, red and gold color palette, eerie atmosphere, weathered stone texture',
    );
  });

  it('ignores video fields for an image and drops repeats', () => {
    const prompt = buildPromptFromFields(
      { subject: 'a cat', details: 'A cat', cameraMovement: 'orbit', duration: 'short' },
      'image',
    );
    expect(prompt).toBe('A cat');
  });

  it('writes a video prompt in sentences with camera, motion, style, transition and duration', () => {
    const prompt = buildPromptFromFields(
      {
        subject: 'a hummingbird drinking from a red flower',
        composition: 'extreme close-up',
        cameraMovement: 'dolly in',
        motionType: 'slow motion',
        animationStyle: 'realistic',
        lighting: 'soft morning light',
        transitions: 'crossfade',
        duration: 'short',
        quality: '4K',
      },
      'video',
    );
    expect(prompt).toBe(
      'A hummingbird drinking from a red flower. Shot: extreme close-up. Camera: dolly in. Motion: slow motion. Animation style: realistic. Look: soft morning light. Transitions: crossfade. Duration: 3-5 seconds. Quality: 4K.',
    );
  });

  it('accepts a duration label or free text', () => {
    expect(
      buildPromptFromFields({ subject: 'waves', duration: 'Long (30+ seconds)' }, 'video'),
    ).toBe('Waves. Duration: 30+ seconds.');
    expect(buildPromptFromFields({ subject: 'waves', duration: '8 seconds' }, 'video')).toBe(
      'Waves. Duration: 8 seconds.',
    );
  });

  it('answers an empty string when every field is blank', () => {
    expect(buildPromptFromFields({ subject: ' ' }, 'image')).toBe('');
    expect(buildPromptFromFields({}, 'video')).toBe('');
  });
});

describe('enhancePrompt', () => {
  it('appends one term of each kind, chosen by the random source', () => {
    const result = enhancePrompt('a lighthouse on a cliff', sequence(0, 0.99, 0.3, 0.5));
    const [quality, technical, style, composition] = ENHANCER_KINDS.map((k) => k.terms);
    expect(result).toBe(
      `a lighthouse on a cliff, ${quality?.[0]}, ${technical?.[7]}, ${style?.[2]}, ${composition?.[4]}`,
    );
  });

  it('skips a kind the text already has a similar word for', () => {
    const result = enhancePrompt('a cinematic shot of a lighthouse, 35mm', () => 0);
    expect(result).toBe('a cinematic shot of a lighthouse, 35mm, highly detailed');
  });

  it('changes nothing on a second run', () => {
    for (const seed of [0, 0.2, 0.45, 0.7, 0.99]) {
      const once = enhancePrompt('portrait of an old sailor.', () => seed);
      expect(enhancePrompt(once, () => 1 - seed)).toBe(once);
    }
  });

  it('is deterministic for a given random source and leaves blank text alone', () => {
    expect(enhancePrompt('a fox', () => 0.4)).toBe(enhancePrompt('a fox', () => 0.4));
    expect(enhancePrompt('   ', () => 0.4)).toBe('   ');
  });

  it('recognises every one of its own terms as present', () => {
    for (const kind of ENHANCER_KINDS) {
      for (const term of kind.terms) expect(kind.similar.test(term), term).toBe(true);
    }
  });
});
