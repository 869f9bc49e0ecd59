// A name in a long question is as often where the reader is as what they ask about: "We run our docs on Next.js…"
// names the framework they use, not a question about it. A section headed by that name must not outrank the section
// that answers for that alone; a short question about the name still finds its section first.
import { describe, expect, it } from 'vitest';
import { buildDocsIndex } from '../../src/retrieval/docs-index';

const index = buildDocsIndex([
  {
    path: '/page-actions',
    source: `# Page actions

Buttons above each page: copy it as Markdown, open it in a chat, ask the assistant about it.

## Next.js

\`PageActions\` is a client component: render it from a server component's page as it is, and pass the page's
Markdown from your content folder.
`,
  },
  {
    path: '/server-side',
    source: `# Server side

## Assistant proxy

Keep the assistant key off the browser: mount the proxy on your own server's route. The widget sends questions to
the route, and the route adds the key and forwards them to the service.
`,
  },
  {
    path: '/theming',
    source: `# Theming

## Colours

The panel takes the page's own colours and fonts.
`,
  },
]);

const first = (question: string) => index.retrieve(question, { limit: 5 }).hits[0]?.section;

describe('a name the reader works with, in a long question', () => {
  it('does not put the section headed by it before the one that answers', () => {
    const section = first(
      'We run our docs on Next.js and our security team says the assistant key may never reach the browser, so ' +
        'how do we keep the key on our own server?',
    );
    expect(section?.path).toBe('/server-side');
  });

  it('still heads a short question about it', () => {
    expect(first('page actions with Next.js')?.anchor).toBe('nextjs');
  });
});
