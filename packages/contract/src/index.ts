export * from './errors';
export * from './envelope';
export * from './users';
export * from './health';
export * from './auth';
export * from './questions';
export * from './assessment';
export * from './speaking';
