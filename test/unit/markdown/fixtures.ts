// Realistic docs answers, each exercising constructs that span lines or blocks. Used by the property tests.

export const installAnswer = `## Installing the CLI

You can install it globally with npm, or run it once with \`npx\`. See the [installation guide][install] and
the [FAQ] for platform notes.

1. Install Node.js 20 or later.
2. Install the package:

   \`\`\`bash
   npm install --global acme-cli

   # check the version
   acme --version
   \`\`\`

3. Log in:
   - with a browser: \`acme login\`
   - headless, with a token:

     \`\`\`bash
     ACME_TOKEN=... acme login --ci
     \`\`\`

4. Done.

> **Note**
> On Windows, run the terminal as administrator
for the global install.

> A second quote, after a blank line.

| Option | Default | Description |
| :--- | :---: | ---: |
| \`--region\` | \`eu\` | Where your data lives |
| \`--profile\` | \`default\` | Which [profile][profiles] to use |
| \`--yes\` | \`false\` | Skip prompts; see [the FAQ] |

Some *emphasis*, **strong**, ~~removed~~, a hard break\\
and https://acme.dev/autolinked plus <https://acme.dev/angle>.

[install]: https://acme.dev/docs/install "Install guide"
[faq]: /docs/faq
[profiles]: </docs/configuration/profiles> 'Profiles'
`;

export const configAnswer = `Configuration
=============

The config file is read from \`acme.config.ts\`:

\`\`\`\`ts
// acme.config.ts
export default {
  plugins: [
    \`\`\`
    not a fence end, longer fence above
    \`\`\`
  ],

  cache: true,
};
\`\`\`\`

~~~yaml
# tildes work too

region: eu
~~~

    indented code after a blank line
    second line

- [x] Task done
- [ ] Task pending

* loose item one

* loose item two
  with a continuation line

  and a second paragraph

* loose item three

Paragraph after the list. Setext heading follows
---

10. ten
11. eleven

Then a paragraph.

7) seven
8) eight

***

<!-- an HTML comment

with a blank line inside -->

<div class="note">
**not markdown** inside an html block
</div>

Inline <kbd>Ctrl</kbd> + <kbd>I</kbd> and <script>alert(1)</script>.
`;

export const apiAnswer = `### \`createClient(options)\`

Creates a client. Options[^skip] are described in [Client options].

| Name | Type | Required |
|------|------|----------|
| \`apiKey\` | \`string\` | yes |
| \`baseUrl\` | \`string\` | no |
| \`fetch\` | \`typeof fetch\` | no |

\`\`\`ts title="client.ts"
import { createClient } from 'acme';

const client = createClient({
  apiKey: process.env.ACME_KEY,
});
\`\`\`

#### Errors

- \`AuthError\`: the key is wrong.
  See [keys](#keys).
- \`RateLimitError\`: slow down.
    - nested deeper
        - and deeper

      with a loose paragraph
- \`NetworkError\`

Links to avoid: [bad](javascript:alert(1)), [bad2](JaVaScRiPt:alert(1)), [bad3](&#106;avascript:alert(1)),
[bad4](data:text/html;base64,PHNjcmlwdD4=), ![img](https://acme.dev/logo.png "Logo"), ![bad img](data:image/png;base64,AAAA).

[Client options]: https://acme.dev/docs/client#options
`.replace('[^skip]', '');

export const quickAnswer = `Short answer: use \`acme deploy --prod\`.

Details:

1. Build first
1. Then deploy

\`\`\`sh
acme deploy --prod
\`\`\`

If it fails, check the logs with \`acme logs\`. More in [the deploy guide].

> [!TIP]
> You can deploy previews with \`--preview\`.

[the deploy guide]: https://acme.dev/docs/deploy

\`\`\`suggestions
(How do I roll back?)[/docs/rollback]
\`\`\`
`;

export const footnoteAnswer = `Uses a footnote[^1] and another[^note].

Paragraph between.

[^1]: First note.
[^note]: Second note
    with a continuation.
`;

export const unclosedFenceAnswer = `Run this:

\`\`\`js
console.log('never closed');

still code
`;

export const allAnswers = {
  installAnswer,
  configAnswer,
  apiAnswer,
  quickAnswer,
  footnoteAnswer,
  unclosedFenceAnswer,
};
