// The lazy half of "Copy page": loaded on the reader's first click of a page action on a page that publishes no
// Markdown of its own, never before. turndown (+ Joplin's maintained GFM plugin: tables with escaped pipes,
// strikethrough, task lists) turns the cleaned content into Markdown; see ARCHITECTURE.md for the comparison.
import { tables, strikethrough, taskListItems } from '@joplin/turndown-plugin-gfm';
import TurndownService from 'turndown';
import { cleanContent } from './clean-page';

/** The page's main content as Markdown: headings ATX, fenced code with its language, GFM tables, absolute links. */
export function contentToMarkdown(content: Element, title?: string): string {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
    hr: '---',
  });
  service.use([tables, strikethrough, taskListItems]);
  // "- item" and "1. item", as most Markdown is written (turndown pads markers to four columns); continuation lines
  // are indented to the item's text.
  service.addRule('listItem', {
    filter: 'li',
    replacement: (content, node) => {
      const parent = node.parentNode as Element | null;
      let prefix = '- ';
      if (parent?.nodeName === 'OL') {
        const start = Number(parent.getAttribute('start') ?? 1) || 1;
        prefix = `${start + Array.prototype.indexOf.call(parent.children, node)}. `;
      }
      const isParagraph = /\n$/.test(content);
      const text = content.replace(/^\n+/, '').replace(/\n+$/, '') + (isParagraph ? '\n' : '');
      const indented = text.replace(/\n/gm, `\n${' '.repeat(prefix.length)}`);
      return prefix + indented + (node.nextSibling ? '\n' : '');
    },
  });
  // Code blocks arrive as `<pre><code class="language-x">` (cleanContent); a fence longer than any run of backticks
  // inside keeps a block that shows fences intact.
  service.addRule('fencedCodeWithLanguage', {
    filter: (node) => node.nodeName === 'PRE' && node.firstElementChild?.nodeName === 'CODE',
    replacement: (_content, node) => {
      const code = (node as Element).firstElementChild!;
      const language = /language-(\S+)/.exec(code.getAttribute('class') ?? '')?.[1] ?? '';
      const text = code.textContent ?? '';
      const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
      const fence = '`'.repeat(longest + 1);
      return `\n\n${fence}${language}\n${text}\n${fence}\n\n`;
    },
  });
  const markdown = service.turndown(cleanContent(content) as HTMLElement).trim();
  // A page whose content holds no `h1` (its title is in the theme's header) still starts with its title.
  const startsWithTitle = /^#\s/.test(markdown);
  return `${title && !startsWithTitle ? `# ${title}\n\n` : ''}${markdown}\n`;
}
