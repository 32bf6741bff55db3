export * from './sections';
export * from './question-type';
export * from './registry';
export * from './text/word-count';
export * from './text/date-format';
