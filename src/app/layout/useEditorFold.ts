// The editor's fold for the server chosen now (docs/playground.md, "Another server"), and the
// person's fold and open, which move the focus to the control that undoes them (the one pressed
// disappears with the side it belonged to).
import { flushSync } from 'react-dom';
import { isBuiltIn, useChosenServer } from '../useChosenServer';
import { useStoredState } from '../useStoredState';
import { FOLD_KEY, isFoldChoices, isFolded, withChoice, type FoldChoices } from './editorFold';

/** The ids of the two controls, each the other's focus target. */
export const FOLD_BUTTON_ID = 'editor-fold';
export const OPEN_BUTTON_ID = 'editor-open';

export interface EditorFold {
  readonly folded: boolean;
  fold(): void;
  open(): void;
}

export function useEditorFold(): EditorFold {
  const kind = isBuiltIn(useChosenServer()) ? 'builtIn' : 'other';
  const [choices, store] = useStoredState<FoldChoices>(FOLD_KEY, {}, isFoldChoices);
  const choose = (folded: boolean, focusId: string) => {
    flushSync(() => store(withChoice(choices, kind, folded)));
    document.getElementById(focusId)?.focus();
  };
  return {
    folded: isFolded(choices, kind),
    fold: () => choose(true, OPEN_BUTTON_ID),
    open: () => choose(false, FOLD_BUTTON_ID),
  };
}
