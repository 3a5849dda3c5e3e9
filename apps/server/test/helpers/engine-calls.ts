import {
  ReimagineImageParameters,
  type ReimagineImageTool,
  type ReimagineImageParameters as Parameters,
} from '@atelier/contract';
import { createCanvas } from '@napi-rs/canvas';
import { expect } from 'vitest';
import type { EngineContext, ImageRequest, ReimagineImageRequest } from '../../src/engines/types';
import { AppError } from '../../src/lib/errors';

/**
 * What the engine tests hand an engine and read from it: a job's context that records progress,
 * requests with the usual values, and the AppError a failing call ends with.
 */

export function engineContext(overrides: Partial<EngineContext> = {}) {
  const progress: { percent: number; message?: string }[] = [];
  const ctx: EngineContext = {
    signal: new AbortController().signal,
    progress: (percent, message) => progress.push({ percent, message }),
    ...overrides,
  };
  return { ctx, progress };
}

/** The error a call failed with, which must be our one error type. */
export async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

export const imageRequest = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: 'a lighthouse at dusk',
  width: 64,
  height: 64,
  aspectRatio: '1:1',
  quality: 'balanced',
  seed: 42,
  ...overrides,
});

/** A plain green PNG of this size, as a user's upload. */
export async function inputPng(width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const drawn = canvas.getContext('2d');
  drawn.fillStyle = '#22c55e';
  drawn.fillRect(0, 0, width, height);
  return canvas.encode('png');
}

/** A reimagine request for one user image of `size` (128 x 96 by default). */
export async function reimagineRequest(
  tool: ReimagineImageTool,
  parameters: Partial<Parameters> = {},
  overrides: Partial<ReimagineImageRequest> = {},
  size: [width: number, height: number] = [128, 96],
): Promise<ReimagineImageRequest> {
  return {
    tool,
    prompt: 'the same scene in watercolour',
    images: [{ body: await inputPng(...size), contentType: 'image/png' }],
    parameters: ReimagineImageParameters.parse(parameters),
    outputs: 1,
    seed: 7,
    ...overrides,
  };
}
