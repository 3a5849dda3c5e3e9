import type {
  ReimagineAnalysisResponse,
  ReimagineImageResponse,
  ReimagineVideoResponse,
} from '@atelier/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { withLandingStubs } from '../../test/account-fixtures';
import { makeUser } from '../../test/fixtures';
import type { MockRoutes } from '../../test/mock-api';
import { preloadPage, renderApp } from '../../test/render-app';
import { sentBodies } from '../../test/requests';
import { signInAs } from '../../test/sign-in';
import { creationApi } from '../../test/creation-fixtures';

function makeImageAnswer(overrides: Partial<ReimagineImageResponse> = {}): ReimagineImageResponse {
  return {
    success: true,
    tool: 'image_modification',
    image_url: '/api/media/generations/u/j/out-0.png?sig=a',
    image_urls: ['/api/media/generations/u/j/out-0.png?sig=a'],
    download_url: '/api/media/generations/u/j/out-0.png?sig=a&download=1',
    download_name: 'atelier-reimagine-1.png',
    downloads: [{ url: '/d/0', name: 'atelier-reimagine-1.png' }],
    width: 640,
    height: 480,
    output_format: 'png',
    credits_used: 0.05416,
    remaining_credits: 12.2914,
    job_id: 'job-1',
    engine: 'local',
    model: 'local-image-editor-1',
    note: 'Edited by the local image editor',
    generation_time: 0.4,
    prompt: 'warm light',
    ...overrides,
  };
}

function open(routes: MockRoutes = {}, credits = 12.3456, language: 'en' | 'es' = 'en') {
  const user = makeUser({ credits });
  const fetchMock = signInAs(
    { ...user, preferences: { ...user.preferences, language } },
    creationApi(routes, credits),
  );
  const view = renderApp('/reimagine', withLandingStubs());
  return { fetchMock, ...view };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });

beforeAll(async () => {
  await preloadPage('/reimagine');
});

describe('reimagine page', () => {
  it('checks the image, then the prompt, with the spec messages, and sends an upload as a data URL', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      'POST /api/reimagine/generate': { body: makeImageAnswer() },
    });
    await screen.findByRole('heading', { name: 'Reimagine AI' });
    expect(screen.getByRole('tab', { name: 'Image Reference Input' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Analyze Image' })).toBeTruthy();
    // Image Modification: 0.04 x 1.354.
    expect(screen.getByText('0.0542 credits')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please provide an image (upload or URL)',
    );

    await user.upload(screen.getByLabelText(/Upload an image/), png());
    await screen.findByRole('img', { name: 'Your image preview' });
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(screen.getByRole('alert').textContent).toContain('Please provide a prompt');

    await user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'warm light');
    await user.click(screen.getByText('Parameters'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of images' }), '2');
    // Two images: 0.08 x 1.354.
    expect(screen.getByText('0.1083 credits')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));

    const result = within(await screen.findByRole('region', { name: 'Reimagined image' }));
    expect(result.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(result.getByText('Local engine')).toBeTruthy();
    expect(
      screen.getByText('Image generated successfully! 0.0542 credits used. Balance: 12.29'),
    ).toBeTruthy();
    const [sent] = sentBodies(fetchMock, 'POST /api/reimagine/generate') as Array<{
      image: string;
      parameters: Record<string, unknown>;
    }>;
    expect(sent).toMatchObject({
      tool_type: 'image_modification',
      prompt: 'warm light',
      parameters: { num_outputs: 2, aspect_ratio: 'match_input_image', output_format: 'png' },
    });
    expect(sent?.image).toMatch(/^data:image\/png;base64,/);
    // Kontext takes no strength: it is not sent.
    expect(sent?.parameters.strength).toBeUndefined();
  });

  it('takes one to three references, the last of which cannot be removed, and sends a link as image_url', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      'POST /api/reimagine/generate': { body: makeImageAnswer({ tool: 'multi_images_reference' }) },
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Image tool' }),
      'multi_images_reference',
    );
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please provide at least one reference image',
    );
    expect(screen.queryByRole('button', { name: /Remove reference image/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a reference image' }));
    await user.click(screen.getByRole('button', { name: 'Add a reference image' }));
    expect(screen.queryByRole('button', { name: 'Add a reference image' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Remove reference image/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove reference image 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove reference image 2' }));
    expect(screen.queryByRole('button', { name: /Remove reference image/ })).toBeNull();

    await user.type(screen.getByLabelText('or a link to an image'), 'https://example.com/a.png');
    await user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'combine');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await screen.findByRole('region', { name: 'Reimagined image' });
    expect(sentBodies(fetchMock, 'POST /api/reimagine/generate')[0]).toMatchObject({
      tool_type: 'multi_images_reference',
      reference_images: ['https://example.com/a.png'],
    });
  });

  it('shows the server error in the banner', async () => {
    const user = userEvent.setup();
    open({
      'POST /api/reimagine/generate': {
        status: 415,
        body: { detail: 'Expected an image (PNG, JPEG, WebP, GIF, AVIF or TIFF).' },
      },
    });
    await user.type(
      await screen.findByLabelText('or a link to an image'),
      'https://example.com/file.txt',
    );
    await user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'brighter');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Expected an image');
  });

  it('analyses an image: spec messages, then the answer and "Analysis completed!"', async () => {
    const user = userEvent.setup();
    const answer: ReimagineAnalysisResponse = {
      success: true,
      tool: 'image_analysis',
      analysis: 'A red bicycle against a blue wall.',
      credits_used: 0.002708,
      remaining_credits: 12.3429,
      job_id: 'job-2',
      engine: 'provider',
      model: 'openai/gpt-4o-mini',
      note: '',
      generation_time: 2,
      prompt: 'What is in this image?',
    };
    const { fetchMock } = open({ 'POST /api/reimagine/analyze-image': { body: answer } });
    await user.click(await screen.findByRole('tab', { name: 'Analyze Image' }));
    await user.click(screen.getByRole('button', { name: 'Analyze Image' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please provide an image (upload or URL)',
    );
    const panel = within(screen.getByRole('tabpanel'));
    await user.upload(panel.getByLabelText(/Upload an image/), png());
    await user.click(screen.getByRole('button', { name: 'Analyze Image' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Please provide an analysis prompt (e.g., "What is in this image?")',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Analysis prompt' }),
      'What is in this image?',
    );
    await user.click(screen.getByRole('button', { name: 'Analyze Image' }));
    const result = within(await screen.findByRole('region', { name: 'Image analysis' }));
    expect(result.getByText('A red bicycle against a blue wall.')).toBeTruthy();
    expect(screen.getByText('Analysis completed!')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/reimagine/analyze-image')[0]).toMatchObject({
      tool_type: 'image_analysis',
      prompt: 'What is in this image?',
    });
  });

  it('makes a video: the spec messages, the cost of the choices, and 10 s refused at 1080p', async () => {
    const user = userEvent.setup();
    const answer: ReimagineVideoResponse = {
      success: true,
      tool: 'video_reference_ultra_pro_max',
      video_url: '/api/media/generations/u/j/out-0.mp4?sig=a',
      download_url: '/api/media/generations/u/j/out-0.mp4?sig=a&download=1',
      download_name: 'atelier-reimagine-video.mp4',
      width: 1364,
      height: 768,
      duration: 6,
      credits_used: 0.36558,
      remaining_credits: 11.98,
      job_id: 'job-3',
      engine: 'local',
      model: 'local-video-editor-1',
      note: '',
      generation_time: 3,
      prompt: 'petals falling',
    };
    const { fetchMock } = open({ 'POST /api/reimagine/generate-video': { body: answer } });
    await user.click(await screen.findByRole('tab', { name: 'Video Reference Input' }));
    const panel = within(screen.getByRole('tabpanel'));
    // Ultra by default: 540p, 5 s, PixVerse's 0.30 with the margin.
    expect(panel.getByText('0.4062 credits')).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Generate Video' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please provide a prompt');

    await user.selectOptions(
      panel.getByRole('combobox', { name: 'Video tool' }),
      'video_reference_ultra_pro',
    );
    await user.click(panel.getByRole('button', { name: 'Generate Video' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Please provide a video (upload or URL)',
    );
    expect(
      within(panel.getByRole('combobox', { name: 'Aspect ratio' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('4:5');

    await user.selectOptions(
      panel.getByRole('combobox', { name: 'Video tool' }),
      'video_reference_ultra_pro_max',
    );
    await user.selectOptions(panel.getByRole('combobox', { name: 'Resolution' }), '1080p');
    await user.selectOptions(panel.getByRole('combobox', { name: 'Length' }), '10');
    expect(panel.getByText(/10-second videos are not available at 1080p/)).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Generate Video' }).hasAttribute('disabled')).toBe(
      true,
    );

    await user.selectOptions(panel.getByRole('combobox', { name: 'Resolution' }), '512p');
    await user.selectOptions(panel.getByRole('combobox', { name: 'Length' }), '6');
    // 0.045 x 6 with the margin.
    expect(panel.getByText('0.3656 credits')).toBeTruthy();
    await user.type(panel.getByRole('textbox', { name: 'Prompt' }), 'petals falling');
    await user.click(panel.getByRole('button', { name: 'Generate Video' }));
    const result = within(await screen.findByRole('region', { name: 'Reimagined video' }));
    expect(result.getByLabelText('Video: petals falling')).toBeTruthy();
    expect(screen.getByText(/Video generated successfully! 0.3656 credits used/)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/reimagine/generate-video')[0]).toEqual({
      tool_type: 'video_reference_ultra_pro_max',
      prompt: 'petals falling',
      parameters: { resolution: '512p', length: 6 },
    });
  });

  it('reads in the language of the account', async () => {
    const user = userEvent.setup();
    open({}, 12.3456, 'es');

    expect(await screen.findByRole('tab', { name: 'Imagen de referencia' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reimagine AI' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Herramienta de imagen' })).toBeTruthy();
    expect(
      screen.getByRole('option', { name: /^Modificación de imagen \(0,\d{4} créditos\)$/ }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generar imagen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Añade una imagen (archivo o URL)');

    await user.click(screen.getByRole('tab', { name: 'Analizar imagen' }));
    expect(await screen.findByRole('textbox', { name: 'Prompt de análisis' })).toBeTruthy();
  });
});
