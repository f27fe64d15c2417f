// Where a replay shows in the Traffic tab: its ReplayView once the replay's code has loaded, or why
// that code could not be loaded (docs/playground.md, "Traffic", "Replay").
import type { useReplay } from './useReplay';

interface ReplaySlotProps {
  replay: ReturnType<typeof useReplay>;
  onShow: (seq: number) => void;
}

export function ReplaySlot({ replay, onShow }: ReplaySlotProps) {
  const { state, code } = replay;
  if (!state) return null;
  if (state.failure)
    return (
      <section className="replay" aria-label="Replay">
        <p role="alert">{state.failure}</p>
        <button type="button" onClick={replay.close}>
          Close replay
        </button>
      </section>
    );
  if (!code) return null;
  return <code.ReplayView state={state} onStop={replay.stop} onClose={replay.close} onShow={onShow} />;
}
