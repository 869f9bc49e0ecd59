import type { PageMarkdown, PageMarkdownOptions } from '../read-page-markdown';
import type { PageActionContext } from './page-actions-options';
import { writeClipboard } from './write-clipboard';

/**
 * "Copy page". The reader of the page's Markdown is passed in: `<PageActions>` loads it with its menu (a click before
 * that chunk arrived still copies), the headless hook imports it. The clipboard write starts within the click either
 * way (Safari allows it only there) and holds the Markdown as a promise.
 */
export async function copyPage(
  { options, show }: PageActionContext,
  read: (doc: Document, options: PageMarkdownOptions) => Promise<PageMarkdown>,
): Promise<void> {
  show('preparing');
  const page = read(document, options());
  try {
    await writeClipboard(page.then(({ markdown }) => markdown));
    show('copied', true);
    options().onAction?.({ type: 'copy', source: (await page).source });
  } catch (error) {
    show('failed', true);
    console.error('docs-assistant: could not copy the page as Markdown.', error);
  }
}
