// What crosses a runtime boundary, in one place every layer (and backend/) may import
// (docs/ARCHITECTURE.md, "Layers and the one rule of each"). Types and constants only.
export * from './engine';
export * from './sessionWorker';
export * from './tools';
