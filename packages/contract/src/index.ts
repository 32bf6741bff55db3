export * from './errors';
export * from './envelope';
export * from './users';
export * from './health';
