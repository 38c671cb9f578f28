import OpenAI from 'openai';
import type { AppConfig } from '../config/app-config.js';

/** The SDK retries 429, 5xx and timeouts itself; once is enough for a person waiting on a dialog. */
const SDK_RETRIES = 1;

export interface LlmConnection {
  client: OpenAI;
  model: string;
}

/**
 * The one way compose reaches a language model: any OpenAI-compatible chat completions endpoint (OPENAI_BASE_URL).
 * Null when OPENAI_API_KEY is not set. The email writer and the claim lister each hold one.
 */
export function openAiConnection(config: AppConfig): LlmConnection | null {
  const llm = config.llm;
  if (!llm) return null;
  return {
    client: new OpenAI({
      apiKey: llm.apiKey,
      baseURL: llm.baseUrl ?? 'https://api.openai.com/v1',
      timeout: llm.timeoutMs,
      maxRetries: SDK_RETRIES,
    }),
    model: llm.model,
  };
}
