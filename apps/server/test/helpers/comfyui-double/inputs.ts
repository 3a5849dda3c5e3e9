/**
 * The inputs of the nodes the double knows, as /object_info lists them: a type (or a list of
 * choices) and its options.
 */

export type InputSpec = [type: string | string[], options?: Record<string, unknown>];
export interface NodeSpec {
  category: string;
  output: string[];
  outputNode?: boolean;
  display?: string;
  module?: string;
  required: Record<string, InputSpec>;
  optional?: Record<string, InputSpec>;
}

export const MAX_RESOLUTION = 16384;
// 0xffffffffffffffff, as close as a double comes.
const MAX_SEED = 2 ** 64 - 1;
// prettier-ignore
export const SAMPLERS = [
  'euler', 'euler_cfg_pp', 'euler_ancestral', 'euler_ancestral_cfg_pp', 'heun', 'heunpp2',
  'dpm_2', 'dpm_2_ancestral', 'lms', 'dpm_fast', 'dpm_adaptive', 'dpmpp_2s_ancestral',
  'dpmpp_2s_ancestral_cfg_pp', 'dpmpp_sde', 'dpmpp_sde_gpu', 'dpmpp_2m', 'dpmpp_2m_cfg_pp',
  'dpmpp_2m_sde', 'dpmpp_2m_sde_gpu', 'dpmpp_3m_sde', 'dpmpp_3m_sde_gpu', 'ddpm', 'lcm', 'ipndm',
  'ipndm_v', 'deis', 'res_multistep', 'res_multistep_cfg_pp', 'res_multistep_ancestral',
  'res_multistep_ancestral_cfg_pp', 'gradient_estimation', 'er_sde', 'seeds_2', 'seeds_3',
  'sa_solver', 'sa_solver_pece', 'ddim', 'uni_pc', 'uni_pc_bh2',
];
// prettier-ignore
export const SCHEDULERS = [
  'simple', 'sgm_uniform', 'karras', 'exponential', 'ddim_uniform', 'beta', 'normal',
  'linear_quadratic', 'kl_optimal',
];
export const CLIPS = [
  't5xxl_fp16.safetensors',
  't5xxl_fp8_e4m3fn.safetensors',
  'clip_l.safetensors',
];

export const int = (value: number, min: number, max: number, step = 1): InputSpec => [
  'INT',
  { default: value, min, max, step },
];
export const float = (value: number, min: number, max: number, step = 0.01): InputSpec => [
  'FLOAT',
  { default: value, min, max, step },
];
export const size = (value: number, min: number, step: number) =>
  int(value, min, MAX_RESOLUTION, step);
export const boolean = (value: boolean): InputSpec => ['BOOLEAN', { default: value }];
export const seed: InputSpec = [
  'INT',
  { default: 0, min: 0, max: MAX_SEED, control_after_generate: true },
];
export const [model, clip, vae, image, latent] = ['MODEL', 'CLIP', 'VAE', 'IMAGE', 'LATENT'].map(
  (type): InputSpec => [type],
) as [InputSpec, InputSpec, InputSpec, InputSpec, InputSpec];
export const conditioning: InputSpec = ['CONDITIONING'];
export const steps = int(20, 1, 10000);
export const prefix = (value: string): InputSpec => ['STRING', { default: value }];
export const latentImage = (value: number) => ({
  width: size(value, 16, 8),
  height: size(value, 16, 8),
  batch_size: int(1, 1, 4096),
});
