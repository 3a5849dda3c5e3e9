import {
  AudioBodyByTool,
  ChatGenerateBodyDocumented,
  ProductImageAdBody,
  ProductVideoAdBody,
  ReimagineAnalysisBody,
  ReimagineImageBody,
  ReimagineVideoBody,
} from '@atelier/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiClient } from '../test/helpers/api-client';
import { createTestApp, type TestApp } from '../test/helpers/test-app';

/**
 * The bodies the document shows for tools whose handlers check more than their route schema (a
 * prompt the tool needs, a file, a custom style, a provider's models): each body the document
 * takes, the server takes; each it refuses, the server refuses with the spec's message.
 */
type Case = [body: Record<string, unknown>, refusal: string | null];

const IMAGE = 'IMAGE';
const voiceOver = { tool_type: 'voice_over', text: 'Hello there.' };

const TOOLS: { path: string; documented: z.ZodType; cases: Case[] }[] = [
  {
    path: '/api/reimagine/generate',
    documented: ReimagineImageBody,
    cases: [
      [{ tool_type: 'image_modification', prompt: 'warm light', image: IMAGE }, null],
      [{ tool_type: 'single_image_ultra', prompt: 'warm light', image_url: IMAGE }, null],
      [{ tool_type: 'multi_images_reference', prompt: 'both', reference_images: [IMAGE] }, null],
      [{ tool_type: 'image_modification', prompt: '  ', image: IMAGE }, 'Please provide a prompt'],
      [{ tool_type: 'image_modification', image: IMAGE }, 'Please provide a prompt'],
      [{ tool_type: 'image_modification', prompt: 'x' }, 'Please provide an image'],
      [
        { tool_type: 'multi_images_reference', prompt: 'x', reference_images: [] },
        'Please provide at least one reference image',
      ],
    ],
  },
  {
    path: '/api/reimagine/analyze-image',
    documented: ReimagineAnalysisBody,
    cases: [
      [{ image: IMAGE, prompt: 'What is in it?' }, null],
      [{ image: IMAGE, prompt: '\u00a0\n' }, 'Please provide an analysis prompt'],
      [{ prompt: 'What is in it?' }, 'Please provide an image'],
    ],
  },
  {
    path: '/api/reimagine/generate-video',
    documented: ReimagineVideoBody,
    cases: [
      [{ tool_type: 'video_reference_ultra', prompt: 'a kite', image: IMAGE }, null],
      [{ tool_type: 'video_reference_ultra', prompt: 'x', parameters: { duration: 8 } }, null],
      [
        {
          tool_type: 'video_reference_ultra',
          prompt: 'x',
          parameters: { duration: 8, quality: '1080p' },
        },
        '8-second videos are not available at 1080p',
      ],
      [
        {
          tool_type: 'video_reference_ultra_pro_max',
          prompt: 'x',
          parameters: { length: 10, resolution: '1080p' },
        },
        '10-second videos are not available at 1080p',
      ],
      [
        { tool_type: 'video_reference_ultra', prompt: 'x', parameters: { aspect_ratio: '21:9' } },
        'aspect_ratio: Video Reference Ultra makes 16:9, 9:16, 1:1',
      ],
      [{ tool_type: 'video_reference_ultra', prompt: ' ' }, 'Please provide a prompt'],
      [{ tool_type: 'video_reference_ultra_pro', prompt: 'x' }, 'Please provide a video'],
    ],
  },
  {
    path: '/api/product-ads/image/generate',
    documented: ProductImageAdBody,
    cases: [
      [{ product_image: IMAGE }, null],
      [{ product_image: IMAGE, ad_style: 'custom', custom_style: 'neon signs' }, null],
      [{ product_image: IMAGE, ad_style: 'custom' }, 'Please describe your custom ad style.'],
      [
        { product_image: IMAGE, ad_style: 'custom', custom_style: '   ' },
        'Please describe your custom ad style.',
      ],
      [{ ad_style: 'vintage' }, 'Please provide a product image.'],
    ],
  },
  {
    path: '/api/product-ads/video/generate',
    documented: ProductVideoAdBody,
    cases: [
      [{ product_image: IMAGE, user_description: 'A night oil' }, null],
      [
        { product_image: IMAGE, user_description: '\t' },
        'Please provide both a product image and description.',
      ],
      [{ user_description: 'x' }, 'Please provide both a product image and description.'],
    ],
  },
  {
    path: '/api/audio/generate',
    documented: AudioBodyByTool,
    cases: [
      [voiceOver, null],
      [{ ...voiceOver, parameters: { bitrate: '64K', sample_rate: 24000 } }, null],
      [{ tool_type: 'music', prompt: 'calm piano' }, null],
      [{ tool_type: 'song', prompt: 'a summer song' }, null],
      [{ tool_type: 'voice_over', text: '  ' }, 'Please enter text for voice over'],
      [{ tool_type: 'music' }, 'Please enter a prompt for music generation'],
      [{ tool_type: 'song', prompt: '\u3000' }, 'Please enter a prompt for song generation'],
      [{ ...voiceOver, parameters: { bitrate: '65k' } }, 'bitrate must be one of 32k, 64k'],
      [{ ...voiceOver, parameters: { sample_rate: 12000 } }, 'sample_rate must be one of 8000'],
      [{ ...voiceOver, parameters: { pace: 2 } }, 'Unrecognized key'],
    ],
  },
  {
    path: '/api/chat/generate',
    documented: ChatGenerateBodyDocumented,
    cases: [
      [{ custom_prompt: 'A haiku' }, null],
      [{ provider: 'anthropic', model: 'claude-haiku-4-5', custom_prompt: 'x' }, null],
      [{ custom_prompt: ' ' }, 'Choose a template or write a custom prompt.'],
      [{ provider: 'anthropic', custom_prompt: 'x' }, '"gpt-4o" is not offered by anthropic'],
      [{ provider: 'nobody', model: 'x', custom_prompt: 'x' }, 'unknown provider "nobody"'],
    ],
  },
];

describe('the bodies the document shows for tools that check their own input', () => {
  let t: TestApp;
  let image: string;
  beforeAll(async () => {
    // No workers: an accepted body queues its job and answers 202 at once.
    t = await createTestApp({ env: { RUN_WORKERS: 'false' } });
    const png = await sharp({
      create: { width: 32, height: 24, channels: 3, background: '#c06000' },
    })
      .png()
      .toBuffer();
    image = `data:image/png;base64,${png.toString('base64')}`;
  });
  afterAll(() => t.close());
  const { signedIn, post } = apiClient(() => t);

  for (const { path, documented, cases } of TOOLS) {
    it(`${path}: the document and the server agree`, async () => {
      const { headers } = await signedIn(100);
      for (const [raw, refusal] of cases) {
        const body = JSON.parse(
          JSON.stringify(raw).replaceAll(`"${IMAGE}"`, JSON.stringify(image)),
        ) as Record<string, unknown>;
        const label = JSON.stringify(raw);
        expect(documented.safeParse(body).success, label).toBe(refusal === null);
        const response = await post(path, { ...headers, prefer: 'respond-async' }, body);
        if (refusal === null) {
          expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(300);
        } else {
          expect(response.statusCode, label).toBe(422);
          expect(response.json<{ detail: string }>().detail, label).toContain(refusal);
        }
      }
    });
  }
});
