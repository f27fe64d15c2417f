// Which editor features are on (docs/playground.md, "Editor": each can be switched off from the
// editor's settings menu, to demo one tool at a time). Kept in local storage; knows nothing about
// Monaco, so the menu works before Monaco has loaded.
import { ValueStore } from '../client';

/** Each feature, named as its traffic rows are tagged (`RequestOptions.origin`). */
export const EDITOR_FEATURES = [
  { id: 'markers', label: 'Markers', tool: 'diagnostics' },
  { id: 'hover', label: 'Hover', tool: 'describe' },
  { id: 'definition', label: 'Go to Definition', tool: 'definition' },
  { id: 'implementations', label: 'Go to Implementations', tool: 'implementations' },
  { id: 'references', label: 'Find References', tool: 'references' },
  { id: 'outline', label: 'Go to Symbol and breadcrumbs', tool: 'symbols' },
  { id: 'completion', label: 'Completion', tool: 'complete' },
  { id: 'signatures', label: 'Parameter hints', tool: 'signatures' },
  { id: 'semantic', label: 'Semantic colouring', tool: 'tokens' },
  { id: 'format', label: 'Format Document', tool: 'format' },
  { id: 'organize-imports', label: 'Organize Imports', tool: 'organize-imports' },
  { id: 'rename', label: 'Rename', tool: 'rename' },
] as const;

export type EditorFeature = (typeof EDITOR_FEATURES)[number]['id'];
export type FeatureSwitches = Readonly<Record<EditorFeature, boolean>>;

const STORAGE_KEY = 'groovymcp:editor-features';

const ALL_ON = Object.fromEntries(EDITOR_FEATURES.map((f) => [f.id, true])) as FeatureSwitches;

/** What storage holds, read leniently: a feature missing or not a boolean stays on. */
export function readSwitches(stored: string | null): FeatureSwitches {
  if (stored === null) return ALL_ON;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return ALL_ON;
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      EDITOR_FEATURES.map((f) => [f.id, typeof record[f.id] === 'boolean' ? record[f.id] : true]),
    ) as FeatureSwitches;
  } catch {
    return ALL_ON;
  }
}

export class EditorFeatures {
  readonly switches: ValueStore<FeatureSwitches>;

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeStorage()) {
    this.switches = new ValueStore(readSwitches(storage?.getItem(STORAGE_KEY) ?? null));
  }

  isOn(feature: EditorFeature): boolean {
    return this.switches.get()[feature];
  }

  set(feature: EditorFeature, on: boolean): void {
    const next = { ...this.switches.get(), [feature]: on };
    this.switches.set(next);
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or disabled: the switch still works for this page, it just is not kept.
    }
  }
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
