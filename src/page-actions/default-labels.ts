import { buttonLabels, type PageActionsLabels } from './labels';
import { menuLabels } from './menu-labels';

/** Every string of the page actions in English, for a menu of the host's own (`docs-assistant/headless`). */
export const defaultPageActionsLabels: PageActionsLabels = { ...buttonLabels, ...menuLabels };
