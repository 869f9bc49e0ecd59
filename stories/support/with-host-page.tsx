import type { Decorator } from '@storybook/react-vite';
import { HostPage } from './host-page';

/** Puts a story on a stand-in docs page; `parameters.hostDark` darkens the page for dark-theme stories. */
export const withHostPage: Decorator = (Story, { parameters }) => (
  <HostPage dark={parameters.hostDark === true}>
    <Story />
  </HostPage>
);
