// The editor and the panels side by side with a separator between them (docs/playground.md, "One
// screen"): dragged with the pointer or moved with the arrow keys (Shift for big steps, Home and
// End for the bounds), the window-splitter pattern of WAI-ARIA. The position is kept across
// reloads in local storage (a layout preference, read before the first paint so nothing jumps).
// While the editor is folded away ("Another server"), a strip stands in for it and the panels take
// the width; the editor stays mounted, hidden, so its buffers and state are there when it opens.
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useStoredState } from '../useStoredState';
import { DEFAULT_SHARE, isShare, shareAt, shareBounds, shareForKey } from './splitShare';

export const SPLIT_KEY = 'groovymcp:split';

interface SplitWorkspaceProps {
  editor: ReactNode;
  panels: ReactNode;
  /** Shown above the panels instead of the editor and the separator, while the editor is folded. */
  folded?: ReactNode;
}

export function SplitWorkspace({ editor, panels, folded }: SplitWorkspaceProps) {
  const [stored, store] = useStoredState<number>(SPLIT_KEY, DEFAULT_SHARE, isShare);
  // While dragging, the share changes per pointer move; it is stored once, on release.
  const [dragged, setDragged] = useState<number>();
  const share = dragged ?? stored;
  const main = useRef<HTMLElement>(null);
  // The bounds depend on the width (280 px of editor, 420 px of panels at least).
  const [mainWidth, setMainWidth] = useState(0);
  useEffect(() => {
    const element = main.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setMainWidth(element.getBoundingClientRect().width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const width = () => main.current?.getBoundingClientRect().width ?? mainWidth;
  const { min, max } = shareBounds(mainWidth);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = shareForKey(event.key, event.shiftKey, share, width());
    if (next === undefined) return;
    event.preventDefault();
    store(next);
  };
  const follow = (event: PointerEvent) => {
    const box = main.current?.getBoundingClientRect();
    if (box) setDragged(shareAt(event.clientX, box.left, box.width));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    follow(event);
  };
  const onPointerUp = () => {
    if (dragged !== undefined) store(dragged);
    setDragged(undefined);
  };

  return (
    <main
      ref={main}
      className={`workspace${dragged !== undefined ? ' dragging' : ''}${folded ? ' folded' : ''}`}
      style={{ '--editor-share': `${share}%` } as CSSProperties}
    >
      {folded}
      <div className="editor-slot" hidden={folded !== undefined}>
        {editor}
      </div>
      <div
        hidden={folded !== undefined}
        className="splitter"
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize the editor and the panels"
        aria-controls="editor-pane"
        aria-valuenow={Math.round(mainWidth > 0 ? Math.min(max, Math.max(min, share)) : share)}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={`editor ${Math.round(share)} % of the width`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={(event) => dragged !== undefined && follow(event)}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      />
      {panels}
    </main>
  );
}
