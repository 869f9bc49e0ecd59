import type { Decorator } from '@storybook/react-vite';
import { HostPage } from './host-page';
import { schemeOf } from './scheme';

/**
 * Puts a story on a stand-in docs page, dark when the `scheme` global is dark (or `parameters.hostDark` asks for it,
 * for a story whose widget is dark whatever the toolbar says).
 */
export const withHostPage: Decorator = (Story, { parameters, globals }) => (
  <HostPage dark={parameters.hostDark === true || schemeOf(globals) === 'dark'}>
    <Story />
  </HostPage>
);
