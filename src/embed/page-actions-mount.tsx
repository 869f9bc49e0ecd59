import { createRoot } from 'react-dom/client';
import { PageActions, type PageActionsProps } from '../ui/page-actions/page-actions';

/** Renders `PageActions` into the element (its light DOM): a render function for new props, and an unmount. */
export function mountPageActions(element: HTMLElement): [(props: PageActionsProps) => void, () => void] {
  const root = createRoot(element);
  return [(props) => root.render(<PageActions {...props} />), () => root.unmount()];
}
