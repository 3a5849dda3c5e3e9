import type { Translate } from '../../lib/i18n/i18n';

/**
 * The server's words a page shows as they come (a job's progress, a local engine's note) are
 * English; the ones it is known to say are shown in the interface language by these ids, and
 * anything else as sent. A code in the answer would be sturdier (see the issue 35 report).
 */
const SERVER_TEXTS: Record<string, string> = {
  Starting: 'creation.progressStarting',
  Done: 'creation.progressDone',
  Failed: 'creation.progressFailed',
  Canceled: 'creation.progressCanceled',
  'Retrying after an interruption': 'creation.progressRetrying',
  'Analysis ready': 'creation.progressAnalysisReady',
  'Animating your image': 'creation.progressAnimatingImage',
  'Comparing with the prompt': 'creation.progressComparing',
  'Composing a local draft': 'creation.progressComposingDraft',
  'Composing the track': 'creation.progressComposingTrack',
  Composing: 'creation.progressComposing',
  'Downloading the audio': 'creation.progressDownloadingAudio',
  'Downloading the image': 'creation.progressDownloadingImage',
  'Downloading the video': 'creation.progressDownloadingVideo',
  'Encoding the audio': 'creation.progressEncodingAudio',
  'Encoding the video': 'creation.progressEncodingVideo',
  'Image rendered': 'creation.progressImageRendered',
  'Listening to your reference': 'creation.progressListening',
  'Measuring colours in the middle frame': 'creation.progressMeasuringMiddleFrame',
  'Measuring colours': 'creation.progressMeasuringColours',
  'Measuring the image': 'creation.progressMeasuringImage',
  'Measuring the output': 'creation.progressMeasuringOutput',
  'Reading the file': 'creation.progressReadingFile',
  'Reading your image': 'creation.progressReadingImage',
  'Rendering the image locally': 'creation.progressRenderingImageLocally',
  'Rendering the scene locally': 'creation.progressRenderingSceneLocally',
  'Rendering frames locally': 'creation.progressRenderingFramesLocally',
  'Rendering locally': 'creation.progressRenderingLocally',
  'Restyling your video': 'creation.progressRestyling',
  'Saving the images': 'creation.progressSavingImages',
  'Sending the prompt to Replicate': 'creation.progressSendingToReplicate',
  'Sending the request to the model': 'creation.progressSendingRequest',
  'Sending your media to the model': 'creation.progressSendingMedia',
  'Sending your image to the model': 'creation.progressSendingImage',
  'Sending to the model': 'creation.progressSendingToModel',
  'Sizing the image': 'creation.progressSizing',
  'Speaking the text': 'creation.progressSpeaking',
  'Writing the report': 'creation.progressWritingReport',
  'Singing the lyrics': 'creation.progressSinging',
  'Editing locally': 'creation.progressEditingLocally',
  'Made by the local image renderer because no image provider is configured: a deterministic illustration of the colours and subjects in your prompt, not an AI image.':
    'creation.noteImage',
  'Made by the local video renderer because no video provider is configured: rendered frames with camera motion, encoded as H.264, not an AI video.':
    'creation.noteVideo',
  'Local draft: no AI text provider is configured for this choice, so the template was filled and structured locally. It is not AI-written.':
    'creation.noteText',
  'Composed locally from your fields because no AI text provider is configured: a structured prompt, not an AI rewrite.':
    'creation.notePrompt',
  'Edited by the local image editor because no image provider is configured: your picture with its tone, colour and focus changed from the words of your prompt, not an AI edit.':
    'creation.noteReimagineImage',
  "Made by the local video editor because no video provider is configured: your image filmed with a camera move (or your video graded from the prompt's colour and mood words), not an AI video.":
    'creation.noteReimagineVideo',
  'Spoken by eSpeak NG, the local speech synthesiser, because no speech provider is configured: a clear synthetic voice, not an AI voice.':
    'creation.noteVoiceOver',
  'Composed by the local music engine because no music provider is configured: chords, bass, melody and drums chosen from the words of your prompt and rendered by a synthesiser, not an AI model.':
    'creation.noteMusic',
  "Made locally because no song provider is configured: the local music engine's track with the lyrics spoken over it by eSpeak NG, not an AI singer.":
    'creation.noteSong',
  'Measured locally: size, aspect, colours and duration of the output compared with your prompt. It is a measurement, not an AI judgement.':
    'creation.noteAnalysis',
};

/** A text the server sent, in the interface language when it is one the server is known to say. */
export function serverText(t: Translate, text: string): string {
  const id = SERVER_TEXTS[text];
  return id ? t(id) : text;
}
