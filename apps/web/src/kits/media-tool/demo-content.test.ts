import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT } from './demo-content';

const require = createRequire(import.meta.url);
const lucideIcons = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm/icons');

describe('DEMO_CONTENT', () => {
  it('covers the four tools of the creation workspace and the reimagine modes', () => {
    expect(Object.keys(DEMO_CONTENT).sort()).toEqual([
      'ai-image',
      'ai-video',
      'media',
      'reimagine-analyze',
      'reimagine-image',
      'reimagine-video',
      'text',
    ]);
  });

  it.each(Object.entries(DEMO_CONTENT))('%s has every demo field filled in', (_tool, demo) => {
    for (const text of [demo.title, demo.subtitle, demo.description, demo.emoji]) {
      expect(text.trim()).not.toBe('');
    }
    expect(demo.slides.length).toBeGreaterThanOrEqual(3);
    expect(demo.usps.length).toBeGreaterThanOrEqual(3);
    expect(demo.steps.length).toBeGreaterThanOrEqual(3);
    expect(demo.features.length).toBeGreaterThanOrEqual(4);
    expect(demo.examples.length).toBeGreaterThanOrEqual(2);
    for (const slide of demo.slides) {
      expect(existsSync(join(lucideIcons, `${slide.icon}.mjs`)), slide.icon).toBe(true);
      expect(slide.color).toMatch(/^from-[a-z]+-\d{3} to-[a-z]+-\d{3}$/);
    }
  });

  it('loads nothing from elsewhere', () => {
    const text = JSON.stringify(DEMO_CONTENT);
    expect(text).not.toMatch(/https?:\/\//);
    for (const demo of Object.values(DEMO_CONTENT)) {
      expect(demo.video_url).toBeUndefined();
      expect(demo.examples.every((e) => e.image === undefined)).toBe(true);
    }
  });
});
