// Constants (zod-free) and schemas; `sideEffects: false` lets the web bundle drop what it skips.
export * from './auth';
export * from './auth-messages';
export * from './billing';
export * from './common';
export * from './health';
export * from './messages';
export * from './plan-schemas';
export * from './payments';
export * from './plans';
export * from './site';
export * from './user';
export * from './generation';
export * from './generation-catalogue';
export * from './prompt-builder';
export * from './workflow-catalogue';
export * from './ai-tools';
export * from './workflows';
