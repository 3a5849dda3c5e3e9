import type {
  Analysis,
  MusicParameters,
  SongParameters,
  VoiceOverParameters,
  AspectRatio,
  EngineName,
  ImageQuality,
  ReimagineAnalysisTool,
  ReimagineImageParameters,
  ReimagineImageTool,
  ReimagineVideoTool,
  ResolvedVideoParameters,
  StructuredResponse,
} from '@atelier/contract';

/**
 * The interfaces every engine meets, local or provider. A job hands an engine its request, an
 * abort signal (the job's deadline or a cancel) and a progress callback; the engine answers files
 * or text, and never touches the database, the ledger or storage: the job runner does that.
 */

/** 0-100 and a short human message, e.g. (40, 'Rendering frames'). */
export type ReportProgress = (percent: number, message?: string) => void;

export interface EngineContext {
  signal: AbortSignal;
  progress: ReportProgress;
  /** A provider's id for work started by an earlier attempt of the same job (resume, not redo). */
  resumeRef?: string | null;
  /** Called once a provider accepted the work, so a retried job can resume it. */
  onProviderRef?: (ref: string) => Promise<void>;
}

export interface GeneratedFile {
  body: Buffer;
  contentType: string;
  /** Without the dot: png, jpg, webp, mp4. */
  extension: string;
  width?: number;
  height?: number;
  /** Seconds, for video and audio. */
  duration?: number;
  fps?: number;
  /** Anything the user should know about how the file was made, e.g. "upscaled from 1 MP". */
  note?: string;
}

/** An H.264 MP4 as an engine answers it, with what was measured of it. */
export function mp4File(
  body: Buffer,
  info: { width: number; height: number; duration: number; fps: number },
  note?: string,
): GeneratedFile {
  const { width, height, duration, fps } = info;
  return {
    body,
    contentType: 'video/mp4',
    extension: 'mp4',
    width,
    height,
    duration,
    fps,
    ...(note ? { note } : {}),
  };
}

export interface ImageRequest {
  prompt: string;
  width: number;
  height: number;
  aspectRatio: AspectRatio;
  quality: ImageQuality;
  seed: number;
  /** Print the prompt on the image (the local renderer; providers ignore it). */
  caption?: boolean;
}

export interface VideoRequest {
  prompt: string;
  width: number;
  height: number;
  duration: number;
  fps: number;
  seed: number;
  /** The tier's resolution label, e.g. 768P, for providers that take a label. */
  resolution: string;
}

export interface EngineIdentity {
  /**
   * `local` engines say so in every answer; `provider` is a real model behind a cloud API,
   * `self_hosted` one on the operator's own server (issue 36).
   */
  engine: EngineName;
  /** e.g. `local-image-renderer-1` or `black-forest-labs/flux-schnell`. */
  model: string;
}

export interface ImageEngine extends EngineIdentity {
  generate(request: ImageRequest, context: EngineContext): Promise<GeneratedFile>;
}

export interface VideoEngine extends EngineIdentity {
  generate(request: VideoRequest, context: EngineContext): Promise<GeneratedFile>;
}

/** A user's own image, as the media-input module accepted and stored it. */
export interface InputImage {
  body: Buffer;
  contentType: string;
}

export interface ReimagineImageRequest {
  tool: ReimagineImageTool;
  prompt: string;
  /** The image to transform, or the 1-3 references to compose. */
  images: InputImage[];
  parameters: ReimagineImageParameters;
  /** How many images to answer (1-4). */
  outputs: number;
  seed: number;
}

export interface ReimagineImageEngine extends EngineIdentity {
  reimagine(request: ReimagineImageRequest, context: EngineContext): Promise<GeneratedFile[]>;
}

export interface TextRequest {
  system?: string;
  prompt: string;
  /** Pictures the prompt is about, for a vision-capable model (`TextEngines.vision()`). */
  images?: InputImage[];
  /** Upper bound on the answer's length. */
  maxOutputTokens?: number;
}

export interface ReimagineVideoRequest {
  tool: ReimagineVideoTool;
  /** May be empty for the restyle tool (the spec asks a prompt of the others only). */
  prompt: string;
  parameters: ResolvedVideoParameters;
  /** Optional first and last frames (image tools). */
  startImage?: InputImage;
  endImage?: InputImage;
  /** The video to restyle (video tool). */
  video?: InputImage;
  seed: number;
}

export interface ReimagineVideoEngine extends EngineIdentity {
  reimagineVideo(request: ReimagineVideoRequest, context: EngineContext): Promise<GeneratedFile>;
}

export interface ImageAnalysisRequest {
  tool: ReimagineAnalysisTool;
  /** The user's question or instruction. */
  prompt: string;
  image: InputImage;
}

/** Reimagine's Analyze Image: a text answer about the user's own picture. */
export interface ImageAnalysisEngine extends EngineIdentity {
  analyseImage(request: ImageAnalysisRequest, context: EngineContext): Promise<string>;
}

export interface TextEngine extends EngineIdentity {
  provider: string;
  generate(request: TextRequest, context: Pick<EngineContext, 'signal'>): Promise<string>;
}

export interface AnalysisRequest {
  prompt: string;
  outputType: 'image' | 'video' | 'product_image' | 'product_video';
  file: { body: Buffer; contentType: string };
  /** What the job asked for, when known: compared with what the file measures. */
  expected?: { width?: number; height?: number; duration?: number; fps?: number };
}

export interface AnalysisEngine extends EngineIdentity {
  analyse(request: AnalysisRequest, context: EngineContext): Promise<Analysis>;
}

/** A voice-over: the text, the voice as the catalogue defines it, the spec's parameters. */
export interface VoiceOverRequest {
  text: string;
  voice: { id: string; espeak: string; basePitch: number };
  parameters: VoiceOverParameters;
}

export interface VoiceEngine extends EngineIdentity {
  speak(request: VoiceOverRequest, context: EngineContext): Promise<GeneratedFile>;
}

export interface MusicRequest {
  prompt: string;
  parameters: MusicParameters;
  seed: number;
}

export interface MusicEngine extends EngineIdentity {
  compose(request: MusicRequest, context: EngineContext): Promise<GeneratedFile>;
}

export interface SongRequest {
  prompt: string;
  /** The user's lyrics; absent, the engine writes a line from the prompt. */
  lyrics?: string;
  /** The user's reference clip, already accepted by the media-input module. */
  reference?: InputImage;
  parameters: SongParameters;
  seed: number;
}

export interface SongEngine extends EngineIdentity {
  sing(request: SongRequest, context: EngineContext): Promise<GeneratedFile>;
}

export type { StructuredResponse };
