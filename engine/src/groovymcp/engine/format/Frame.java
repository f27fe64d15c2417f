package groovymcp.engine.format;

import java.util.Deque;

/** One open bracket: its token type and the indentation level of the line it stands on. */
final class Frame {

  final int type;
  final int base;
  /** For {@code (}: the keyword before it ({@code if}, {@code switch}…), or -1. */
  final int keyword;
  final boolean isSwitch;
  boolean sawCase;

  Frame(int type, int base, int keyword, boolean isSwitch) {
    this.type = type;
    this.base = base;
    this.keyword = keyword;
    this.isSwitch = isSwitch;
  }

  /** The frame a closer closes, popped with any left open above it; null for a stray closer. */
  static Frame pop(Deque<Frame> frames, int closer) {
    // A closer matching a frame deeper down closes the ones above it (they were never closed);
    // one matching nothing is a stray and ignored.
    boolean any = false;
    for (Frame f : frames) {
      if (IndentTokens.matches(f.type, closer)) {
        any = true;
        break;
      }
    }
    if (!any) return null;
    while (!frames.isEmpty()) {
      Frame f = frames.pop();
      if (IndentTokens.matches(f.type, closer)) return f;
    }
    return null;
  }
}
