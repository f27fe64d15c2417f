// The keyboard rule of the playground's modals (docs/playground.md, "Elicitation" and "Client
// features for any server"): Escape does not dismiss them, and Tab cycles within them.
import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

export function focusFirst(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

export function modalKeyDown(event: KeyboardEvent, container: HTMLElement | null): void {
  if (event.key === 'Escape') event.preventDefault();
  if (event.key !== 'Tab' || !container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
