import { DocsAssistantKeyError } from '../core/api-key';
import { isAssistantKey } from '../core/key-kind';

// service-api §2: index keys are `mint_us_`; they share the `mint_` prefix with admin keys but cannot run jobs.
const INDEX_KEY_PREFIX = 'mint_us_';

function preview(key: string): string {
  return `"${key.slice(0, 9)}…"`;
}

/** The agent operation needs the admin key; an assistant or index key would only fail later with a 401. */
export function assertAdminKey(key: string | undefined, factory: string): string {
  if (!key) throw new DocsAssistantKeyError(`${factory}: \`apiKey\` is required (your admin API key).`);
  if (isAssistantKey(key)) {
    throw new DocsAssistantKeyError(
      `${factory}: the apiKey ${preview(key)} is an assistant key (mint_dsc_…). Agent jobs need the admin API key ` +
        `from the dashboard; keep it on the server.`,
    );
  }
  if (key.startsWith(INDEX_KEY_PREFIX)) {
    throw new DocsAssistantKeyError(
      `${factory}: the apiKey ${preview(key)} is an index key (mint_us_…), not an admin key.`,
    );
  }
  return key;
}

/**
 * The assistant proxy forwards with the assistant key. An admin key would work nowhere there and, worse, suggests
 * the host mixed up its secrets.
 */
export function assertAssistantProxyKey(key: string | undefined, factory: string): string {
  if (!key) throw new DocsAssistantKeyError(`${factory}: \`apiKey\` is required (your assistant API key, mint_dsc_…).`);
  if (key.startsWith('mint_') && !isAssistantKey(key)) {
    throw new DocsAssistantKeyError(
      `${factory}: the apiKey ${preview(key)} is not an assistant key. The assistant operation takes the assistant ` +
        `key (mint_dsc_…); admin keys belong to createAgentClient() / createAgentProxy() only.`,
    );
  }
  return key;
}
