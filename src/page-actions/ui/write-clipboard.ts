/**
 * Puts text that is still being made on the clipboard. Safari allows a clipboard write only within the click that
 * asked for it, and a page without Markdown of its own takes a moment to convert: a `ClipboardItem` holding the
 * promise keeps the click's permission while it resolves. `writeText` once the text is there is the fallback.
 */
export async function writeClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // A browser that takes no promised item: write the text once it is there (a failed text fails below).
    }
  }
  await navigator.clipboard.writeText(await text);
}
