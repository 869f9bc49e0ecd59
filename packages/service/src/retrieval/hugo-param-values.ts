/** `{{% param "tdVersion.latest" %}}`, `{{< param minVersion >}}`; never Hugo's escaped form, a comment's marks inside. */
const PARAM_TAG = /\{\{([<%])\s*param\s+(?:"([^"\n]+)"|'([^'\n]+)'|([\w.-]+))\s*[%>]\}\}/g;

/**
 * A Hugo page's `param` shortcodes as the site shows them: the site param's value (layout/hugo-params.ts), in prose
 * and in code alike, as Hugo fills them in before rendering (an install command's version). A param the config does
 * not set in a literal stays, for the shortcode stage to drop outside code; every line stays on its line.
 */
export function withHugoParams(text: string, params: Readonly<Record<string, string>>): string {
  if (!text.includes('param')) return text;
  return text.replace(PARAM_TAG, (tag, _mark: string, double?: string, single?: string, bare?: string) => {
    const value = params[(double ?? single ?? bare ?? '').trim().toLowerCase()];
    return value === undefined || value.includes('\n') ? tag : value;
  });
}
