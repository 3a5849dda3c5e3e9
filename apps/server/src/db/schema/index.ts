export * from './auth-tokens';
export * from './ledger';
export * from './mail';
export * from './payments';
export * from './sessions';
export * from './throttle';
export * from './users';
export * from './generation';
