import type { Preview } from '@storybook/react-vite';
// The preset stylesheet, as a host imports `docs-assistant/styles.css`.
import '../src/styles/docs-assistant.css';
// The stand-in docs page and the classes of the unstyled story. Imported here, not from the stories, so the
// project's type check (which has no `*.css` module types) reads the stories as plain TypeScript.
import '../stories/support/host-page.css';
import '../stories/support/unstyled-example.css';
import { withScheme } from '../stories/support/scheme';
import { configure } from 'storybook/test';

// Play functions wait for the widget's lazy panel and engine chunks (and a streamed answer). Testing Library's
// default wait of one second failed them on a busy machine, and a failed play function leaves a story half shown.
configure({ asyncUtilTimeout: 15_000 });

const preview: Preview = {
  decorators: [withScheme],
  // Light or dark for every story from the toolbar (or `&globals=scheme:dark` in a story URL, as `npm run gallery`
  // does); a story can pin it with `globals: { scheme: 'dark' }`.
  globalTypes: {
    scheme: {
      description: 'Colour scheme of the widget and the host page',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scheme: 'light' },
  parameters: {
    controls: { expanded: true },
    // The gallery's two sizes, in the toolbar's viewport menu; the Phone stories pin `phone`.
    viewport: {
      options: {
        phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Where the "Live" stories find a local `docs-assistant serve`: set by `npm run storybook:live`, or by hand.
    liveService: {
      baseUrl: import.meta.env.STORYBOOK_DA_BASE_URL ?? '',
      apiKey: import.meta.env.STORYBOOK_DA_KEY ?? '',
    },
  },
};

export default preview;
