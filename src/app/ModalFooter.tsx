// The pinned footer of a modal form (modal.css; docs/playground.md, "Elicitation" and "Client
// features for any server"): the answer buttons, always in view below the scrolling body, and after
// a refused answer one line saying how many fields need fixing and which. Each field says its own
// problem beside it; the line is the one announcement, so a screen reader hears it once.
import type { ReactNode } from 'react';
import './modal.css';

interface ModalFooterProps {
  /** The labels of the fields that need fixing, once an answer was refused; else undefined. */
  invalid: readonly string[] | undefined;
  /** The buttons. */
  children: ReactNode;
}

export function fixSummary(labels: readonly string[]): string {
  const count = labels.length === 1 ? '1 field needs' : `${labels.length} fields need`;
  return `${count} fixing: ${labels.join(', ')}.`;
}

export function ModalFooter({ invalid, children }: ModalFooterProps) {
  return (
    <div className="modal-footer">
      {invalid !== undefined && invalid.length > 0 && (
        <p role="alert" className="error-text modal-summary">
          {fixSummary(invalid)}
        </p>
      )}
      <div className="toolbar">{children}</div>
    </div>
  );
}
