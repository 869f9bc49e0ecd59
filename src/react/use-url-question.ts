import { useEffect } from 'react';

/** The query parameter that opens the assistant and asks: `?assistant=How do I install it?`. */
export const URL_QUESTION_PARAM = 'assistant';

/**
 * Asks the question in `?assistant=` once, then removes the parameter (without a navigation) so a reload or a
 * shared link copied from the address bar does not ask again.
 */
export function useUrlQuestion(enabled: boolean, ask: (question: string) => void): void {
  useEffect(() => {
    if (!enabled) return;
    const url = new URL(location.href);
    const question = url.searchParams.get(URL_QUESTION_PARAM)?.trim();
    if (!question) return;
    url.searchParams.delete(URL_QUESTION_PARAM);
    history.replaceState(history.state, '', url);
    ask(question);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount: a new `ask` identity must not ask twice
  }, [enabled]);
}
