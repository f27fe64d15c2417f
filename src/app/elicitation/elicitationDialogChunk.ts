// The elicitation dialog's code, loaded with the first question or ahead when the page is idle, and
// loaded again after a failure (retryableLazy.ts); shared by ElicitationHost and TaskInputForm.
import { retryableLazy } from '../retryableLazy';

export const elicitationDialog = retryableLazy(() =>
  import('./ElicitationDialog').then((module) => module.ElicitationDialog),
);
