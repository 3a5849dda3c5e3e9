/** What each local engine says about itself in every answer (ADR 009: local engines). */
export const LOCAL_NOTES = {
  image:
    'Made by the local image renderer because no image provider is configured: a deterministic illustration of the colours and subjects in your prompt, not an AI image.',
  video:
    'Made by the local video renderer because no video provider is configured: rendered frames with camera motion, encoded as H.264, not an AI video.',
  text: 'Local draft: no AI text provider is configured for this choice, so the template was filled and structured locally. It is not AI-written.',
  prompt:
    'Composed locally from your fields because no AI text provider is configured: a structured prompt, not an AI rewrite.',
  reimagineImage:
    'Edited by the local image editor because no image provider is configured: your picture with its tone, colour and focus changed from the words of your prompt, not an AI edit.',
  reimagineVideo:
    "Made by the local video editor because no video provider is configured: your image filmed with a camera move (or your video graded from the prompt's colour and mood words), not an AI video.",
  voiceOver:
    'Spoken by eSpeak NG, the local speech synthesiser, because no speech provider is configured: a clear synthetic voice, not an AI voice.',
  music:
    'Composed by the local music engine because no music provider is configured: chords, bass, melody and drums chosen from the words of your prompt and rendered by a synthesiser, not an AI model.',
  song: "Made locally because no song provider is configured: the local music engine's track with the lyrics spoken over it by eSpeak NG, not an AI singer.",
  analysis:
    'Measured locally: size, aspect, colours and duration of the output compared with your prompt. It is a measurement, not an AI judgement.',
} as const;
