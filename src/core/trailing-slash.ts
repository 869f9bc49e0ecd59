/** `value` without the slashes it ends with: a base URL written `https://x/` or `https://x`, a path `/a/` or `/a`. */
export const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');
