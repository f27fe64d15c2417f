// The editor's settings menu (docs/playground.md, "Editor"): one switch per language feature,
// each named with the tool behind it, kept across reloads. Handy for demoing one tool at a time.
import { useState } from 'react';
import { EDITOR_FEATURES, type EditorFeatures } from '../../editor/editorFeatures';

export function EditorSettingsMenu({ features }: { features: EditorFeatures }) {
  // Local state, not the store's subscription: the store tells its listeners at the next frame,
  // and a checkbox must show its new state at once.
  const [switches, setSwitches] = useState(features.switches.get);
  const off = EDITOR_FEATURES.filter((f) => !switches[f.id]).length;
  return (
    <details className="editor-settings">
      <summary aria-label="Editor features">⚙ Features{off > 0 ? ` (${off} off)` : ''}</summary>
      <fieldset>
        <legend>Editor features, each an MCP tool call</legend>
        {EDITOR_FEATURES.map((feature) => (
          <label key={feature.id}>
            <input
              type="checkbox"
              checked={switches[feature.id]}
              onChange={(event) => {
                features.set(feature.id, event.target.checked);
                setSwitches(features.switches.get());
              }}
            />{' '}
            {feature.label} <code>{feature.tool}</code>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
