export * from './common';
export * from './health';
export * from './messages';
export * from './plans';
export * from './user';
