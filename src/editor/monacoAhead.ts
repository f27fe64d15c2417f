// What Monaco itself loads lazily that the playground's JSON editors (Raw, the completion panel's
// hand normalizer) need once open: its JSON mode and the JSON worker's script. Fetched ahead when
// the page is idle (docs/playground.md, "Quality a user notices"), since Monaco does not catch a
// failure to load them: with the backend stopped, opening the Raw editor would throw on the page.
import jsonWorkerUrl from 'monaco-editor/languages/features/json/json.worker?worker&url';
import { getWorker } from 'monaco-editor/languages/features/json/register';

export async function preloadJsonMode(): Promise<void> {
  // Loads the mode, then rejects while no JSON model exists yet: only the load matters here.
  await getWorker().catch(() => undefined);
  // Into the HTTP cache, where `new Worker` finds it later (hashed assets are cached for good).
  await fetch(jsonWorkerUrl)
    .then((response) => response.blob())
    .catch(() => undefined);
}
