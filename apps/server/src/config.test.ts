import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { fork, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:8080',
      DATA_DIR: './data',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      RUN_WORKERS: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'localhost:8080'],
    ['DATABASE_URL', 'mysql://root@localhost/atelier'],
    ['SMTP_URL', 'mail.example.com'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['SUPPORT_EMAIL', 'support'],
    ['JWT_SECRET', 'short'],
    ['RUN_WORKERS', 'maybe'],
    ['METRICS_TOKEN', 'too-short'],
    ['METRICS_PORT', '0'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'y' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['LOG_LEVEL', 'PORT']);
  });

  it('refuses an engine chosen for a tool when its server is not configured (issue 36)', () => {
    expect(problemsOf({ ENGINE_IMAGE_ULTRA: 'a1111', ENGINE_REIMAGINE_IMAGE: 'images' })).toEqual([
      'ENGINE_IMAGE_ULTRA: names a1111, which needs A1111_URL to be set',
      'ENGINE_REIMAGINE_IMAGE: names images, which needs IMAGES_BASE_URL to be set',
    ]);
    expect(problemsOf({ ENGINE_IMAGE_FREE: 'comfy' })[0]).toMatch(/^ENGINE_IMAGE_FREE:/);
    expect(
      problemsOf({
        ENGINE_IMAGE_ULTRA: 'a1111',
        A1111_URL: 'http://gpu-box:7860',
        ENGINE_IMAGE_FREE: 'local',
      }),
    ).toEqual([]);
  });

  it('refuses an engine that cannot serve the tool it is chosen for (issue 36)', () => {
    expect(
      problemsOf({
        ENGINE_VIDEO: 'a1111',
        ENGINE_VOICE: 'comfyui',
        ENGINE_IMAGE_FREE: 'speech',
        A1111_URL: 'http://gpu-box:7860',
        COMFYUI_URL: 'http://gpu-box:8188',
        SPEECH_BASE_URL: 'http://gpu-box:8880/v1',
      }),
    ).toEqual([
      'ENGINE_IMAGE_FREE: names speech, which cannot serve images: choose one of comfyui, a1111, images, replicate, local',
      'ENGINE_VIDEO: names a1111, which cannot serve videos: choose one of comfyui, replicate, local',
      'ENGINE_VOICE: names comfyui, which cannot serve voices: choose one of speech, replicate, local',
    ]);
    expect(problemsOf({ ENGINE_VIDEO: 'comfyui' })).toEqual([
      'ENGINE_VIDEO: names comfyui, which needs COMFYUI_URL to be set',
    ]);
  });

  it('refuses at start a ComfyUI workflow that lacks a placeholder its tool needs', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'workflows-'));
    await writeFile(
      path.join(dir, 'text-to-video.json'),
      JSON.stringify({
        '1': { class_type: 'CLIPTextEncode', inputs: { text: '{{prompt}}' } },
        '2': {
          class_type: 'EmptyLTXVLatentVideo',
          inputs: { width: '{{width}}', height: '{{height}}', length: 97, batch_size: 1 },
        },
        '3': { class_type: 'SaveVideo', inputs: { filename_prefix: 'x', seed: '{{seed}}' } },
      }),
    );
    const settings = { COMFYUI_URL: 'http://gpu-box:8188', COMFYUI_WORKFLOWS_DIR: dir };
    expect(problemsOf(settings)).toEqual([
      `COMFYUI_WORKFLOWS_DIR: ${path.join(dir, 'text-to-video.json')} lacks the placeholder {{frames}}, which text-to-video needs (it needs {{prompt}}, {{seed}}, {{width}}, {{height}}, {{frames}})`,
    ]);
    // Without ComfyUI configured, its templates are not read.
    expect(problemsOf({ COMFYUI_WORKFLOWS_DIR: dir })).toEqual([]);
    expect(problemsOf({ ...settings, COMFYUI_WORKFLOWS_DIR: path.join(dir, 'none') })).toEqual([
      `COMFYUI_WORKFLOWS_DIR: ${path.join(dir, 'none')} does not exist`,
    ]);
  });

  it('refuses S3_BUCKET without its keys, naming each missing one with any other problem', () => {
    expect(problemsOf({ S3_BUCKET: 'atelier', PORT: 'x' }).map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]);
    expect(problemsOf({ S3_BUCKET: 'atelier', S3_ACCESS_KEY_ID: 'AKIA' })).toEqual([
      'S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    ]);
    expect(
      problemsOf({ S3_BUCKET: 'atelier', S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 's' }),
    ).toEqual([]);
    expect(problemsOf({ S3_ACCESS_KEY_ID: 'AKIA' })).toEqual([]);
  });

  it('refuses a metrics port that is the API port', () => {
    expect(problemsOf({ METRICS_PORT: '8080' })).toEqual(['METRICS_PORT: must differ from PORT']);
    expect(problemsOf({ METRICS_PORT: '9464', PORT: '9464' })).toEqual([
      'METRICS_PORT: must differ from PORT',
    ]);
    expect(problemsOf({ METRICS_PORT: '9464' })).toEqual([]);
  });

  it('treats an empty value as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' })).toMatchObject({ PORT: 8080 });
  });

  it('generates a JWT secret once, keeps it private in DATA_DIR and reuses it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('uses JWT_SECRET when it is given', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-config-'));
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });
});

describe('a generated secret (issue 48)', () => {
  // Eight processes reading or creating one secret at the same instant, thirty times: every one
  // must read the same, whole secret. Creating the file and then writing it failed 4 rounds of 30.
  it('is the same whole secret for processes starting at the same moment', async () => {
    const script = fileURLToPath(new URL('../test/helpers/read-secret.ts', import.meta.url));
    const tsx = fileURLToPath(import.meta.resolve('tsx'));
    const children = Array.from({ length: 8 }, () =>
      fork(script, [], { execArgv: ['--import', tsx], stdio: 'ignore' }),
    );
    const next = (child: ChildProcess) =>
      new Promise<string>((resolve) =>
        child.once('message', (message) => resolve(message as string)),
      );
    try {
      await Promise.all(children.map(next));
      const failures: string[][] = [];
      for (let round = 0; round < 30; round += 1) {
        const dir = await mkdtemp(path.join(tmpdir(), 'atelier-secret-'));
        const at = Date.now() + 50;
        const read = await Promise.all(
          children.map((child) => {
            const answer = next(child);
            child.send({ file: path.join(dir, 'jwt-secret'), at });
            return answer;
          }),
        );
        if (new Set(read).size !== 1 || !read[0]) failures.push(read);
      }
      expect(failures).toEqual([]);
    } finally {
      for (const child of children) child.kill();
    }
  }, 60_000);
});
