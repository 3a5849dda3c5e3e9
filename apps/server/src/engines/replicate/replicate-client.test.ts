import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  renderPng,
  startReplicateDouble,
  type ReplicateDouble,
} from '../../../test/helpers/replicate-double';
import { AppError } from '../../lib/errors';
import { createReplicateClient, percentFromLogs } from './replicate-client';
import { downloadOutputs, outputUrls, sniffMedia } from './replicate-downloads';

const TOKEN = 'r8_client_test_token';
const MODEL = 'black-forest-labs/flux-schnell';
const INPUT = { prompt: 'a red kite', aspect_ratio: '1:1' };

let double: ReplicateDouble;
beforeAll(async () => {
  double = await startReplicateDouble({ token: TOKEN });
});
afterAll(() => double.close());
beforeEach(() => double.reset());

const client = (token = TOKEN) => createReplicateClient({ token, baseUrl: double.url, pollMs: 10 });
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  );

describe('runPrediction', () => {
  it('creates the prediction, reports its id, polls until it succeeds, with rising progress', async () => {
    double.script(MODEL, { kind: 'succeed', polls: 5 });
    const refs: string[] = [];
    const seen: number[] = [];

    const result = await client().runPrediction(
      { model: MODEL, input: INPUT },
      {
        signal: new AbortController().signal,
        onProviderRef: async (ref) => void refs.push(ref),
        progress: (percent) => seen.push(percent),
      },
    );

    expect(refs).toEqual([result.id]);
    const created = double.calls('POST', /\/predictions$/).at(-1)!;
    expect(created.path).toBe(`/v1/models/${MODEL}/predictions`);
    expect(created.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(created.body).toEqual({ input: INPUT });
    expect(double.calls('GET', new RegExp(`/v1/predictions/${result.id}$`))).toHaveLength(5);
    expect(outputUrls(result.output)).toHaveLength(1);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)!).toBeGreaterThan(seen[0]);
    expect(Math.max(...seen)).toBeLessThan(100);
  });

  it('cancels the prediction at Replicate when the job is aborted, then throws the abort', async () => {
    double.script(MODEL, { kind: 'hang' });
    const controller = new AbortController();
    let id = '';

    const failure = await failureOf(
      client().runPrediction(
        { model: MODEL, input: INPUT },
        {
          signal: controller.signal,
          onProviderRef: async (ref) => {
            id = ref;
            setTimeout(() => controller.abort(), 50);
          },
        },
      ),
    );

    expect(failure).not.toBeInstanceOf(AppError);
    expect((failure as Error).name).toBe('AbortError');
    expect(double.calls('POST', new RegExp(`/v1/predictions/${id}/cancel$`))).toHaveLength(1);
    expect(double.predictions.get(id)?.status).toBe('canceled');
  });

  it('estimates progress from the time taken when the logs carry no percentage', async () => {
    double.script(MODEL, { kind: 'hang' });
    const controller = new AbortController();
    const seen: number[] = [];
    await failureOf(
      client().runPrediction(
        { model: MODEL, input: INPUT },
        {
          signal: controller.signal,
          expectedSeconds: 0.2,
          progress: (percent) => {
            seen.push(percent);
            if (seen.length === 20) controller.abort();
          },
        },
      ),
    );
    expect(seen.at(-1)!).toBeGreaterThan(seen[1]);
    expect(Math.max(...seen)).toBeLessThan(100);
  });

  it('resumes a prediction an earlier attempt started instead of starting another', async () => {
    const first = await client().runPrediction(
      { model: MODEL, input: INPUT },
      { signal: new AbortController().signal },
    );
    const creates = double.calls('POST', /\/predictions$/).length;

    const resumed = await client().runPrediction(
      { model: MODEL, input: INPUT },
      { signal: new AbortController().signal, resumeRef: first.id },
    );

    expect(resumed).toEqual(first);
    expect(double.calls('POST', /\/predictions$/)).toHaveLength(creates);
  });

  it('starts afresh when Replicate no longer knows the resumed prediction', async () => {
    const refs: string[] = [];
    const result = await client().runPrediction(
      { model: MODEL, input: INPUT },
      {
        signal: new AbortController().signal,
        resumeRef: 'gone0000000000000000000000',
        onProviderRef: async (ref) => void refs.push(ref),
      },
    );
    expect(refs).toEqual([result.id]);
    expect(result.id).not.toBe('gone0000000000000000000000');
  });

  it("fails with Replicate's own error text when the prediction fails", async () => {
    double.script(MODEL, {
      kind: 'fail',
      polls: 2,
      error: '  NSFW content detected.\n  Try again.  ',
    });
    const failure = await failureOf(
      client().runPrediction(
        { model: MODEL, input: INPUT },
        { signal: new AbortController().signal },
      ),
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      statusCode: 503,
      message: 'Replicate could not finish: NSFW content detected. Try again.',
    });
  });

  it('says the token was refused, and passes on why input was rejected', async () => {
    const refused = await failureOf(
      client('r8_wrong').runPrediction(
        { model: MODEL, input: INPUT },
        { signal: new AbortController().signal },
      ),
    );
    expect(refused).toMatchObject({ statusCode: 503, message: 'Replicate refused the API token' });

    double.script(MODEL, {
      kind: 'reject',
      status: 422,
      detail: '- input.megapixels: must be one of 1, 0.25',
    });
    const rejected = await failureOf(
      client().runPrediction(
        { model: MODEL, input: INPUT },
        { signal: new AbortController().signal },
      ),
    );
    expect(rejected).toMatchObject({
      statusCode: 503,
      message: 'Replicate rejected the input: - input.megapixels: must be one of 1, 0.25',
    });
  });
});

describe('downloads', () => {
  it('fetches the output and names its type from its bytes', async () => {
    const { output } = await client().runPrediction(
      { model: MODEL, input: INPUT },
      { signal: new AbortController().signal },
    );
    const [file] = await downloadOutputs(outputUrls(output), {
      signal: new AbortController().signal,
      maxBytes: 10_000_000,
    });
    expect(file).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(file.body.equals(await renderPng(1024, 1024))).toBe(true);
  });

  it('refuses a file larger than the limit', async () => {
    const { output } = await client().runPrediction(
      { model: MODEL, input: INPUT },
      { signal: new AbortController().signal },
    );
    const failure = await failureOf(
      downloadOutputs(outputUrls(output), { signal: new AbortController().signal, maxBytes: 1000 }),
    );
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).message).toMatch(/larger than/);
  });

  it('reports failed calls and downloads for the metrics, but not work it stopped itself', async () => {
    let errors = 0;
    const counted = (token = TOKEN) =>
      createReplicateClient({ token, baseUrl: double.url, pollMs: 10, onError: () => errors++ });
    const run = (token?: string, signal = new AbortController().signal) =>
      failureOf(counted(token).runPrediction({ model: MODEL, input: INPUT }, { signal }));

    await run('r8_wrong');
    expect(errors).toBe(1);
    double.script(MODEL, { kind: 'hang' });
    await run(undefined, AbortSignal.timeout(50));
    expect(errors).toBe(1);
    await failureOf(
      counted().downloadOutputs([`${double.origin}/files/expired.png`], {
        signal: new AbortController().signal,
        maxBytes: 1000,
      }),
    );
    expect(errors).toBe(2);
  });

  it('tells an expired output from other failures', async () => {
    const failure = await failureOf(
      downloadOutputs([`${double.origin}/files/expired.png`], {
        signal: new AbortController().signal,
        maxBytes: 1000,
      }),
    );
    expect(failure).toMatchObject({ message: "Replicate's output has expired or was removed" });
  });

  it('sniffs PNG, JPEG, WebP and MP4 by their magic bytes', () => {
    expect(sniffMedia(Buffer.from('89504e470d0a1a0a0000', 'hex'))?.extension).toBe('png');
    expect(sniffMedia(Buffer.from('ffd8ffe000104a464946', 'hex'))?.extension).toBe('jpg');
    expect(sniffMedia(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))?.extension).toBe(
      'webp',
    );
    expect(sniffMedia(Buffer.from('\x00\x00\x00\x20ftypisom', 'latin1'))?.extension).toBe('mp4');
    expect(sniffMedia(Buffer.from('<html>', 'latin1'))).toBeNull();
  });
});

describe('percentFromLogs', () => {
  it('reads the last tqdm percentage', () => {
    const logs = 'Loading\n 10%|█         | 1/10\n 45%|████▌     | 9/20 [00:02<00:02]\n';
    expect(percentFromLogs(logs)).toBe(45);
    expect(percentFromLogs('no bars here')).toBeNull();
    expect(percentFromLogs(null)).toBeNull();
  });
});
