// The page's System / Light / Dark choice (editor/pageTheme.ts), remembered across reloads.
import { useLayoutEffect } from 'react';
import { useStoredState } from '../useStoredState';
import { isThemeChoice, setThemeChoice, THEME_CHOICES, type ThemeChoice } from '../../editor/pageTheme';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

export function ThemeSwitch() {
  const [choice, setChoice] = useStoredState<ThemeChoice>('groovymcp:theme', 'system', isThemeChoice);
  // Before paint, so a stored Dark does not flash light on load.
  useLayoutEffect(() => setThemeChoice(choice), [choice]);
  return (
    <label className="theme-switch">
      Theme{' '}
      <select value={choice} onChange={(event) => setChoice(event.target.value as ThemeChoice)}>
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
