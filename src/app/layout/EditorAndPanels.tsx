// The editor and the panels side by side, or the panels alone below the folded editor's strip
// (docs/playground.md, "One screen" and "Another server").
import type { ReactNode } from 'react';
import { EditorPane } from '../editorPane/EditorPane';
import { FoldedEditor } from './FoldedEditor';
import { SplitWorkspace } from './SplitWorkspace';
import { useEditorFold } from './useEditorFold';

export function EditorAndPanels({ panels }: { panels: ReactNode }) {
  const { folded, fold, open } = useEditorFold();
  return (
    <SplitWorkspace
      editor={<EditorPane onFold={fold} />}
      panels={panels}
      folded={folded ? <FoldedEditor onOpen={open} /> : undefined}
    />
  );
}
