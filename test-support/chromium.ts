// How the tests and benches launch Debian's Chromium (Playwright's own browser download cannot reach
// the network here): one list of flags, so the Playwright specs (playwright.config.ts), the
// component tests in Vitest's browser mode (vitest.config.ts) and the browser benches never drift
// apart.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 156 preloads its WebUI omnibox popup in a renderer of its own for every window, and
  // each test's context is a window: 1.4 s of CPU per test here, for a popup no test opens.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/** The browser a person runs: the benches time what they would see (bench/ui.bench.ts, editor). */
export const CHROMIUM = { executablePath: '/usr/bin/chromium', args: ARGS };

/**
 * The tests' browser: Debian's chromium-headless-shell, the same Chromium build without the
 * browser's window machinery, as Playwright itself runs headless tests. Measured here on six specs
 * (46 tests): 170 → 131 s, the renderers' CPU 178 → 139 s and the browser process's 41 → 21 s.
 */
export const TEST_CHROMIUM = {
  executablePath: '/usr/bin/chromium-headless-shell',
  // V8 without its optimising compilers, as the tests' JVMs run C1 only (vitest.config.ts): a test's
  // page lives seconds, and compiling its hot code for speed never pays back. A page's load and
  // connect here: renderer 2.4 → 2.1 CPU-s; all the specs, no trace: 954 → 882 CPU-s, 488 → 454 s. The
  // JavaScript means the same; the benches, which time what a person sees, keep the full V8.
  args: [...ARGS, '--js-flags=--lite-mode'],
};
