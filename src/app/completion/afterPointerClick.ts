// Closing a suggestion list that sits in the page's flow moves what is below it. When focus leaves
// because a pointer went down elsewhere (a person clicking Get under a prompt's open list), closing
// at once moved the button before the pointer came up, and the click landed on nothing. So the
// close waits until the pointer is up and its click has been dispatched.
let pointerDown = false;
if (typeof document !== 'undefined') {
  for (const type of ['pointerup', 'pointercancel'])
    document.addEventListener(type, () => (pointerDown = false), true);
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
}

/** Runs `close` now, or, while a pointer is down, once it is up and its click has run. */
export function afterPointerClick(close: () => void): void {
  if (!pointerDown) return close();
  const later = () => {
    document.removeEventListener('pointerup', later, true);
    document.removeEventListener('pointercancel', later, true);
    setTimeout(close, 0);
  };
  document.addEventListener('pointerup', later, true);
  document.addEventListener('pointercancel', later, true);
}
