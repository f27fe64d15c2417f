// What a replay runs and shows, in a chunk of its own that loads when a person first clicks Replay
// (docs/playground.md, "Traffic", "Replay"): none of it is needed to reach "Connected".
export { planReplay, runReplay, sectionRows } from '../../../client';
export { ReplayView } from './ReplayView';
