// The keyboard rule of the playground's modals (docs/playground.md, "Elicitation" and "Client
// features for any server"): Escape does not dismiss them, Tab cycles within them, and a refused
// answer puts the focus on the first field to fix.
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

/**
 * Moves the focus to the first field marked invalid (aria-invalid), or into it when it is a group
 * (a fieldset of checkboxes): after a refused answer, the person starts where the problem is.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid?.matches(FOCUSABLE) ? invalid : invalid?.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}
