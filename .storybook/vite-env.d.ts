/// <reference types="vite/client" />

// Set by `npm run storybook:live` (or by hand) for the "Live" stories.
interface ImportMetaEnv {
  readonly STORYBOOK_DA_BASE_URL?: string;
  readonly STORYBOOK_DA_KEY?: string;
}
