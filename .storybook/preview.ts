import type { Preview } from '@storybook/react-vite';
// The preset stylesheet, as a host imports `docs-assistant/styles.css`.
import '../src/styles/docs-assistant.css';
// The stand-in docs page and the classes of the unstyled story. Imported here, not from the stories, so the
// project's type check (which has no `*.css` module types) reads the stories as plain TypeScript.
import '../stories/support/host-page.css';
import '../stories/support/unstyled-example.css';

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    // Where the "Live" stories find a local `docs-assistant serve`: set by `npm run storybook:live`, or by hand.
    liveService: {
      baseUrl: import.meta.env.STORYBOOK_DA_BASE_URL ?? '',
      apiKey: import.meta.env.STORYBOOK_DA_KEY ?? '',
    },
  },
};

export default preview;
