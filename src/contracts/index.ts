// What crosses a runtime boundary, in one place every layer (and backend/) may import
// (docs/ARCHITECTURE.md, "Layers and the one rule of each"). Types and constants, and the two
// value rules every boundary applies: client strings quoted back (docs/server.md §4) and JSON objects.
export * from './engine';
export * from './engineError';
export * from './engineReachability';
export * from './sessionWorker';
export * from './tools';
export * from './isPlainObject';
export * from './quote';
export * from './serverBridge';
export * from './hostedMode';
export * from './forwardHeaders';
export * from './oauth';
export * from './authChallenge';
export * from './mcpApps';
