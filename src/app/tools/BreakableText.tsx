// Text that wraps between tokens, not inside one (docs/playground.md, "Tools"): a token is a run
// without spaces, cut after JSON's `,` `{` `[` (a compact JSON text has no spaces at all). Each is
// an inline block, moved whole to the next line when it does not fit (never split at a hyphen of
// `groovy-buffer:`), and wrapped inside only when it alone is longer than a line. The spaces and
// line breaks stay text, so what is copied is the text as sent.

import type { ReactNode } from 'react';
import './tools.css';

/** Longer texts are shown as they are: one element per token would cost more than it gives. */
const MAX_CHARS = 100 * 1024;
const SPACES = /(\s+)/;
const AFTER_PUNCTUATION = /(?<=[,{[])/;

export function BreakableText({ text }: { text: string }) {
  if (text.length > MAX_CHARS) return <>{text}</>;
  let key = 0;
  return (
    <>
      {text.split(SPACES).flatMap((part, i): ReactNode[] =>
        i % 2 === 1
          ? [part]
          : part
              .split(AFTER_PUNCTUATION)
              .filter((token) => token !== '')
              .map((token) => (
                <span key={key++} className="token">
                  {token}
                </span>
              )),
      )}
    </>
  );
}
