// What survives a reload (docs/playground.md, "Saved across a reload"), for the app.
export { loadSaved, type LoadedSaved } from './loadSaved';
export { TypedServerUrls } from './typedServerUrls';
export { storageProblem, type SavedData, type SavedRow, type SavedStore } from './savedStore';
export {
  TRAFFIC_BOUNDS,
  TrafficPersistence,
  type SavedTrafficState,
  type TrafficBounds,
} from './trafficPersistence';
