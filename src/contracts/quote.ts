// Client strings quoted back in any message (a URI, a prompt name) are shortened to 80 characters
// and their control characters replaced by U+FFFD (docs/server.md §4), so a hostile string cannot
// forge log lines, terminal escapes or a huge echo.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
export const MAX_QUOTED_CHARS = 80;

export function sanitize(value: string, maxChars: number = MAX_QUOTED_CHARS): string {
  let text = value.replace(CONTROL_CHARACTERS, '\uFFFD').toWellFormed();
  if (text.length > maxChars) {
    let cut = maxChars;
    const last = text.charCodeAt(cut - 1);
    if (last >= 0xd800 && last <= 0xdbff) cut -= 1; // never split a surrogate pair
    text = `${text.slice(0, cut)}…`;
  }
  return text;
}

/** The sanitized value in double quotes, ready to embed in a message. */
export function quote(value: string): string {
  return `"${sanitize(value)}"`;
}
