import {
  boolean,
  clip,
  CLIPS,
  conditioning,
  float,
  image,
  int,
  latent,
  latentImage,
  model,
  prefix,
  SAMPLERS,
  SCHEDULERS,
  seed,
  size,
  steps,
  vae,
  type NodeSpec,
} from './inputs';

/** The classic Stable Diffusion graph: checkpoint, prompts, latents, samplers, VAE, save and load. */
export function imageNodes(checkpoints: string[], inputFiles: string[]): Record<string, NodeSpec> {
  return {
    CheckpointLoaderSimple: {
      category: 'loaders',
      display: 'Load Checkpoint',
      output: ['MODEL', 'CLIP', 'VAE'],
      // Newer ComfyUI may describe a list as ["COMBO", {"options": [...]}]; this is the classic form.
      required: {
        ckpt_name: [checkpoints, { tooltip: 'The name of the checkpoint (model) to load.' }],
      },
    },
    CLIPTextEncode: {
      category: 'conditioning',
      display: 'CLIP Text Encode (Prompt)',
      output: ['CONDITIONING'],
      required: { text: ['STRING', { multiline: true, dynamicPrompts: true }], clip },
    },
    EmptyLatentImage: { category: 'latent', output: ['LATENT'], required: latentImage(512) },
    EmptySD3LatentImage: {
      category: 'latent/sd3',
      output: ['LATENT'],
      required: latentImage(1024),
    },
    KSampler: {
      category: 'sampling',
      output: ['LATENT'],
      required: {
        model,
        seed,
        steps,
        cfg: float(8, 0, 100, 0.1),
        sampler_name: [SAMPLERS],
        scheduler: [SCHEDULERS],
        positive: conditioning,
        negative: conditioning,
        latent_image: latent,
        denoise: float(1, 0, 1),
      },
    },
    KSamplerAdvanced: {
      category: 'sampling',
      output: ['LATENT'],
      required: {
        model,
        add_noise: [['enable', 'disable']],
        noise_seed: seed,
        steps,
        cfg: float(8, 0, 100, 0.1),
        sampler_name: [SAMPLERS],
        scheduler: [SCHEDULERS],
        positive: conditioning,
        negative: conditioning,
        latent_image: latent,
        start_at_step: int(0, 0, 10000),
        end_at_step: int(10000, 0, 10000),
        return_with_leftover_noise: [['disable', 'enable']],
      },
    },
    VAEDecode: { category: 'latent', output: ['IMAGE'], required: { samples: latent, vae } },
    VAEEncode: { category: 'latent', output: ['LATENT'], required: { pixels: image, vae } },
    SaveImage: {
      category: 'image',
      output: [],
      outputNode: true,
      required: { images: image, filename_prefix: prefix('ComfyUI') },
    },
    PreviewImage: { category: 'image', output: [], outputNode: true, required: { images: image } },
    LoadImage: {
      category: 'image',
      output: ['IMAGE', 'MASK'],
      required: { image: [inputFiles, { image_upload: true }] },
    },
    ImageScale: {
      category: 'image/upscaling',
      output: ['IMAGE'],
      required: {
        image,
        upscale_method: [['nearest-exact', 'bilinear', 'area', 'bicubic', 'lanczos']],
        width: size(512, 0, 1),
        height: size(512, 0, 1),
        crop: [['disabled', 'center']],
      },
    },
  };
}

/** Custom sampling, and the separate loaders (CLIP, UNet, VAE) and guidance FLUX workflows wire. */
export function customSamplingNodes(): Record<string, NodeSpec> {
  return {
    KSamplerSelect: {
      category: 'sampling/custom_sampling/samplers',
      output: ['SAMPLER'],
      required: { sampler_name: [SAMPLERS] },
    },
    SamplerCustom: {
      category: 'sampling/custom_sampling',
      output: ['LATENT', 'LATENT'],
      required: {
        model,
        add_noise: boolean(true),
        noise_seed: seed,
        cfg: float(8, 0, 100, 0.1),
        positive: conditioning,
        negative: conditioning,
        sampler: ['SAMPLER'],
        sigmas: ['SIGMAS'],
        latent_image: latent,
      },
    },
    SamplerCustomAdvanced: {
      category: 'sampling/custom_sampling',
      output: ['LATENT', 'LATENT'],
      required: {
        noise: ['NOISE'],
        guider: ['GUIDER'],
        sampler: ['SAMPLER'],
        sigmas: ['SIGMAS'],
        latent_image: latent,
      },
    },
    CLIPLoader: {
      category: 'advanced/loaders',
      output: ['CLIP'],
      required: { clip_name: [CLIPS], type: [['stable_diffusion', 'sd3', 'ltxv', 'wan', 'flux']] },
      optional: { device: [['default', 'cpu']] },
    },
    DualCLIPLoader: {
      category: 'advanced/loaders',
      output: ['CLIP'],
      required: { clip_name1: [CLIPS], clip_name2: [CLIPS], type: [['sdxl', 'sd3', 'flux']] },
    },
    UNETLoader: {
      category: 'advanced/loaders',
      output: ['MODEL'],
      required: {
        unet_name: [['flux1-dev.safetensors', 'flux1-schnell.safetensors']],
        weight_dtype: [['default', 'fp8_e4m3fn', 'fp8_e4m3fn_fast', 'fp8_e5m2']],
      },
    },
    VAELoader: {
      category: 'loaders',
      output: ['VAE'],
      required: { vae_name: [['ae.safetensors']] },
    },
    FluxGuidance: {
      category: 'advanced/conditioning/flux',
      output: ['CONDITIONING'],
      required: { conditioning, guidance: float(3.5, 0, 100, 0.1) },
    },
    BasicGuider: {
      category: 'sampling/custom_sampling/guiders',
      output: ['GUIDER'],
      required: { model, conditioning },
    },
    BasicScheduler: {
      category: 'sampling/custom_sampling/schedulers',
      output: ['SIGMAS'],
      required: { model, scheduler: [SCHEDULERS], steps, denoise: float(1, 0, 1) },
    },
    RandomNoise: {
      category: 'sampling/custom_sampling/noise',
      output: ['NOISE'],
      required: { noise_seed: seed },
    },
    ModelSamplingFlux: {
      category: 'advanced/model',
      output: ['MODEL'],
      required: {
        model,
        max_shift: float(1.15, 0, 100),
        base_shift: float(0.5, 0, 100),
        width: size(1024, 16, 8),
        height: size(1024, 16, 8),
      },
    },
  };
}
