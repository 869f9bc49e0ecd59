import type { AssistantRequestError } from '../core/errors';

/** The engine's config, as far as it says where the key came from. */
interface KeySource {
  domain: string;
  api?: string | undefined;
  apiKey?: string | undefined;
  transport?: unknown;
}

/**
 * What the site's developer must fix when the service refuses the key (401 or 403), for the console: the reader is
 * only told that the site owner needs to act. Undefined for every other failure.
 */
export function explainRefusedKey(error: AssistantRequestError, config: KeySource): string | undefined {
  if (error.kind !== 'unauthorized' && error.kind !== 'forbidden') return undefined;
  const sent = config.transport
    ? 'the request went through the host `transport`, which received this status'
    : config.api
      ? `the request went to your endpoint \`api\` ("${config.api}"): check the key your proxy sends upstream`
      : config.apiKey
        ? `the \`apiKey\` sent starts "${config.apiKey.slice(0, 9)}…"`
        : 'no `apiKey` is set and no `api` proxy is configured';
  const problem =
    error.kind === 'unauthorized'
      ? 'the key is missing, invalid, expired or revoked'
      : `the key is valid but not allowed for the domain "${config.domain}" from this origin (key scope or IP allowlist)`;
  // The service's own words go first: a local service (`docs-assistant serve`, `npm start`) says there which of the
  // keys it printed it takes, which the hosted service's dashboard cannot.
  const said = error.serviceMessage ? ` The service said: "${error.serviceMessage.slice(0, 400)}"` : '';
  return (
    `docs-assistant: the assistant service answered ${error.status ?? (error.kind === 'unauthorized' ? 401 : 403)}: ` +
    `${problem}; ${sent}.${said} The browser needs an assistant key (it starts with "mint_dsc_"): for the hosted ` +
    'service, one created for this docs site in the dashboard\u2019s API keys settings; for a local service, the ' +
    '"assistant key:" it printed at start. Admin and index keys are refused. Or keep the key on your server with ' +
    'createAssistantProxy() from "docs-assistant/server" and point the `api` prop at it.'
  );
}
