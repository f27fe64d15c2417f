// Copy buttons (a message in Traffic, a share link): what the person is told afterwards, including
// why a copy failed (a page without clipboard permission, an insecure origin) and what to do instead.
export async function copyToClipboard(text: string, what: 'text' | 'link'): Promise<string> {
  try {
    await navigator.clipboard.writeText(text);
    return 'Copied.';
  } catch (cause) {
    return `Copy failed: ${cause instanceof Error ? cause.message : String(cause)}. Select the ${what} instead.`;
  }
}
