import type { AudioResponse, AudioVoicesResponse } from '@atelier/contract';
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
import { peaksOf } from './waveform-player';

const voices: AudioVoicesResponse = {
  default_voice: 'Wise_Woman',
  voices: [],
  languages: [
    {
      language: 'English',
      voices: [
        {
          id: 'Wise_Woman',
          name: 'Wise Woman',
          language: 'English',
          gender: 'female',
          engine: 'local',
        },
        {
          id: 'Deep_Voice_Man',
          name: 'Deep Voice Man',
          language: 'English',
          gender: 'male',
          engine: 'local',
        },
      ],
    },
    {
      language: 'French',
      voices: [
        {
          id: 'espeak:fr-fr',
          name: 'French (France) (eSpeak)',
          language: 'French',
          gender: 'male',
          engine: 'local',
        },
      ],
    },
  ],
  options: {
    emotions: ['auto', 'neutral', 'happy', 'sad', 'angry', 'fearful', 'disgusted', 'surprised'],
    sample_rates: [8000, 16000, 22050, 24000, 32000, 44100],
    bitrates: [32000, 64000, 128000, 256000],
    channels: ['mono', 'stereo'],
    language_boosts: ['None', 'Automatic', 'English', 'French'],
    model_versions: ['stereo-melody-large', 'stereo-large', 'melody', 'large', 'medium', 'small'],
    formats: ['mp3', 'wav'],
  },
};

function makeAnswer(overrides: Partial<AudioResponse> = {}): AudioResponse {
  return {
    success: true,
    tool: 'voice_over',
    audio_url: '/api/media/generations/u/j/out-0.mp3?sig=a',
    download_url: '/api/media/generations/u/j/out-0.mp3?sig=a&download=1',
    download_name: 'atelier-audio-voice-over-20261125-101010-v1.mp3',
    duration_seconds: 3.2,
    format: 'mp3',
    sample_rate: 32000,
    channels: 1,
    credits_used: 0.00271,
    remaining_credits: 12.3429,
    job_id: 'job-1',
    engine: 'local',
    model: 'espeak-ng-1.51',
    note: 'Spoken by eSpeak NG',
    generation_time: 0.6,
    prompt: 'Hello',
    ...overrides,
  };
}

function open(routes: MockRoutes = {}, credits = 12.3456, language: 'en' | 'es' = 'en') {
  const user = makeUser({ credits });
  const fetchMock = signInAs(
    { ...user, preferences: { ...user.preferences, language } },
    creationApi({ 'GET /api/audio/voices': { body: voices }, ...routes }, credits),
  );
  const view = renderApp('/audio-generation', withLandingStubs());
  return { fetchMock, ...view };
}

beforeAll(async () => {
  await preloadPage('/audio-generation');
});

describe('audio page', () => {
  it('asks for text, counts characters, prices by length, and sends every voice control', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({ 'POST /api/audio/generate': { body: makeAnswer() } });
    await screen.findByRole('heading', { name: 'AI Audio' });
    expect(screen.getByRole('tab', { name: 'Voice Over' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Song with Music' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Music' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Generate Voice Over' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please enter text for voice over',
    );

    const text = screen.getByRole('textbox', { name: 'Text' });
    expect(text.getAttribute('maxlength')).toBe('5000');
    await user.type(text, 'Hello there');
    expect(screen.getByText('11 / 5000 characters')).toBeTruthy();
    // 11 characters x 0.0001 x 1.354.
    expect(screen.getByText('0.0015 credits')).toBeTruthy();

    const voice = await screen.findByRole('combobox', { name: 'Voice' });
    expect((voice as HTMLSelectElement).value).toBe('Wise_Woman');
    expect(
      within(voice)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['English', 'French']);
    await user.selectOptions(voice, 'espeak:fr-fr');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Emotion' }), 'happy');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sample rate' }), '44100');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bitrate' }), '64000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'stereo');
    await user.click(screen.getByRole('switch', { name: 'English normalization' }));
    await user.click(screen.getByRole('button', { name: 'Generate Voice Over' }));

    const result = within(await screen.findByRole('region', { name: 'Generated audio' }));
    expect(result.getByRole('button', { name: 'Download Audio' })).toBeTruthy();
    expect(result.getByLabelText('Generated voice over')).toBeTruthy();
    expect(
      screen.getByText('Audio generated successfully! 0.0027 credits used. Balance: 12.34'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/audio/generate')[0]).toEqual({
      tool_type: 'voice_over',
      text: 'Hello there',
      parameters: {
        voice_id: 'espeak:fr-fr',
        speed: 1,
        volume: 1,
        pitch: 0,
        emotion: 'happy',
        sample_rate: 44100,
        bitrate: 64000,
        channel: 'stereo',
        language_boost: 'English',
        english_normalization: false,
        format: 'mp3',
      },
    });
  });

  it('shows the server detail when generation fails, or the spec fallback', async () => {
    const user = userEvent.setup();
    open({
      'POST /api/audio/generate': {
        status: 422,
        body: { detail: 'text: The text is too long for a voice over (at most 5000 characters).' },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Text' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Generate Voice Over' }));
    expect((await screen.findByRole('alert')).textContent).toContain('at most 5000 characters');
  });

  it('sends a song with its lyrics and uploaded reference, and music with its controls', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      'POST /api/audio/generate': { body: makeAnswer({ tool: 'song_with_music', channels: 2 }) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Song with Music' }));
    await user.click(screen.getByRole('button', { name: 'Generate Song' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please enter a prompt for song generation',
    );
    await user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'summer pop');
    await user.type(screen.getByRole('textbox', { name: 'Lyrics (optional)' }), 'Windows down');
    await user.upload(
      screen.getByLabelText(/Upload an audio file/),
      new File([new Uint8Array([73, 68, 51])], 'beat.mp3', { type: 'audio/mpeg' }),
    );
    await screen.findByText('File chosen.');
    await user.click(screen.getByRole('button', { name: 'Generate Song' }));
    await screen.findByRole('region', { name: 'Generated audio' });
    const [song] = sentBodies(fetchMock, 'POST /api/audio/generate') as Array<{
      parameters: Record<string, unknown>;
    }>;
    expect(song).toMatchObject({
      tool_type: 'song_with_music',
      prompt: 'summer pop',
      lyrics: 'Windows down',
      parameters: { refer_duration: 30, format: 'mp3' },
    });
    expect(song?.parameters.refer_audio).toMatch(/^data:audio\/mpeg;base64,/);

    await user.click(screen.getByRole('tab', { name: 'Music' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Music' }));
    await user.click(panel.getByRole('button', { name: 'Generate Music' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Please enter a prompt for music generation',
    );
    await user.type(panel.getByRole('textbox', { name: 'Prompt' }), 'lofi');
    await user.selectOptions(panel.getByRole('combobox', { name: 'Model version' }), 'small');
    await user.type(panel.getByRole('textbox', { name: 'Seed (optional)' }), '42');
    await user.click(panel.getByRole('button', { name: 'Generate Music' }));
    await screen.findByText(/Audio generated successfully!/);
    expect(sentBodies(fetchMock, 'POST /api/audio/generate')[1]).toEqual({
      tool_type: 'music',
      prompt: 'lofi',
      parameters: {
        duration: 8,
        temperature: 1,
        top_k: 250,
        top_p: 0,
        classifier_free_guidance: 3,
        model_version: 'small',
        format: 'mp3',
        seed: 42,
      },
    });
  });
});

describe('the waveform', () => {
  it('is drawn from the loudest sample of each slice, scaled to the loudest', () => {
    const samples = Float32Array.from({ length: 400 }, (_, i) => (i < 200 ? 0.1 : -0.5));
    const peaks = peaksOf(samples, 4);
    [0.2, 0.2, 1, 1].forEach((expected, index) => expect(peaks[index]).toBeCloseTo(expected, 6));
  });

  it('reads in the language of the account', async () => {
    const user = userEvent.setup();
    open({ 'POST /api/audio/generate': { body: makeAnswer() } }, 12.3456, 'es');

    expect(await screen.findByRole('tab', { name: 'Locución' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Audio con IA' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generar locución' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Escribe el texto para la locución',
    );
    expect(screen.getByRole('option', { name: 'Alegre' })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Texto' }), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Generar locución' }));
    const result = within(await screen.findByRole('region', { name: 'Audio generado' }));
    expect(result.getByRole('button', { name: 'Descargar audio' })).toBeTruthy();
  });
});
