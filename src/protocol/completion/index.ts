export * from './completionTrace';
export * from './normalizeCompletion';
export * from './runCompleter';
