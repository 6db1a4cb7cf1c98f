import 'server-only';

import { serverEnv } from '@/lib/env';
import { createOpenAiCompatibleProvider } from './openai-compatible';
import type { ChatProvider } from './types';

let cached: { key: string; provider: ChatProvider | null } | null = null;

/** The configured LLM provider (CHAT_PROVIDER=openai-compatible), or null for the default language layer alone. */
export function chatProvider(): ChatProvider | null {
  const env = serverEnv();
  const key = `${env.CHAT_PROVIDER}|${env.LLM_BASE_URL ?? ''}|${env.LLM_MODEL ?? ''}`;
  if (cached?.key === key) return cached.provider;
  const provider =
    env.CHAT_PROVIDER === 'openai-compatible' && env.LLM_BASE_URL && env.LLM_MODEL
      ? createOpenAiCompatibleProvider({
          baseUrl: env.LLM_BASE_URL,
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL,
          timeoutMs: env.LLM_TIMEOUT_MS,
          maxToolRounds: env.LLM_MAX_TOOL_ROUNDS,
        })
      : null;
  cached = { key, provider };
  return provider;
}
