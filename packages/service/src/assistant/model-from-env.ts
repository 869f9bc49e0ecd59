import type { LanguageModel } from 'ai';

/**
 * A language model from environment variables, or undefined when none is configured (the extractive answer is
 * then used). Any OpenAI-compatible endpoint works: OpenAI, a local Ollama or llama.cpp server, a gateway.
 *
 *   DOCS_ASSISTANT_MODEL           model id, e.g. `gpt-4o-mini` or `llama3.1` — setting it turns the model on
 *   DOCS_ASSISTANT_MODEL_BASE_URL  OpenAI-compatible base URL (default https://api.openai.com/v1)
 *   DOCS_ASSISTANT_MODEL_API_KEY   the provider's key (falls back to OPENAI_API_KEY)
 *
 * (Not DOCS_ASSISTANT_BASE_URL: that names the docs service itself for the `agent` command.)
 *
 * The provider package is imported only then, so the default path loads nothing extra.
 */
export async function modelFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<LanguageModel | undefined> {
  const modelId = env.DOCS_ASSISTANT_MODEL?.trim();
  if (!modelId) return undefined;
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  const provider = createOpenAICompatible({
    name: 'docs-assistant',
    baseURL: env.DOCS_ASSISTANT_MODEL_BASE_URL?.trim() || 'https://api.openai.com/v1',
    apiKey: env.DOCS_ASSISTANT_MODEL_API_KEY ?? env.OPENAI_API_KEY,
  });
  return provider.chatModel(modelId);
}
