// How the tests launch Debian's Chromium (Playwright's own browser download cannot reach the network
// here), for the Playwright specs (playwright.config.ts) and the component tests in Vitest's browser
// mode (vitest.config.ts): one list, so the two never drift apart.
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Chromium 156 preloads its WebUI omnibox popup in a renderer of its own for every window, and
    // each test's context is a window: 1.4 s of CPU per test here, for a popup no test opens.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
  ],
};
