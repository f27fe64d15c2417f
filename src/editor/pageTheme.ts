// Light or dark for the whole page (docs/playground.md, "Quality a user notices"): System follows
// the system's setting, Light and Dark override it. The page's colours read the choice from the
// root's `color-scheme` (app.css, `light-dark()`); Monaco, which has its own themes, asks isDark()
// and listens for changes (monaco.ts). Kept outside React so Monaco's lazy chunk can read it.

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  (THEME_CHOICES as readonly unknown[]).includes(value);

const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();
let choice: ThemeChoice = 'system';

/** Applies a choice to the page (the root's `data-theme`, which app.css reads) and to Monaco. */
export function setThemeChoice(next: ThemeChoice): void {
  if (next === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = next;
  if (next === choice) return;
  choice = next;
  for (const listener of listeners) listener();
}

export function isDark(): boolean {
  return choice === 'dark' || (choice === 'system' && systemDark.matches);
}

/** Calls `listener` when the page's theme may have changed: a new choice, or the system's setting. */
export function onThemeChange(listener: () => void): () => void {
  listeners.add(listener);
  systemDark.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    systemDark.removeEventListener('change', listener);
  };
}
