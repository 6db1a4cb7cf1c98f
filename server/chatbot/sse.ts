import 'server-only';

import type { ChatMessage } from '@/lib/contracts/chatbot';
import { ApiError } from '@/server/http/errors';
import { log } from '@/server/http/log';
import type { StreamSink } from './providers/types';

const SYSTEM_ERROR = 'خطای سیستمی رخ داد. لطفاً بعداً دوباره تلاش کنید.';

export const wantsEventStream = (request: Request) => (request.headers.get('accept') ?? '').includes('text/event-stream');

/**
 * The reply as server-sent events (lib/contracts/chatbot ChatStreamEvent): `delta` pieces, `reset`, then the
 * stored `message`, or an `error` with a Persian detail; the stream always ends.
 */
export function eventStream(run: (sink: StreamSink) => Promise<ChatMessage>, requestId: string): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      try {
        const message = await run({ delta: (text) => send('delta', { text }), reset: () => send('reset', {}) });
        send('message', message);
      } catch (error) {
        if (error instanceof ApiError) {
          const body = error.body as { detail?: unknown };
          send('error', { detail: typeof body.detail === 'string' ? body.detail : SYSTEM_ERROR, status: error.status });
        } else {
          log.error('chat stream failed', { requestId, error });
          send('error', { detail: SYSTEM_ERROR, status: 500 });
        }
      } finally {
        controller.close();
      }
    },
  });
  return new Response(stream, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
  });
}
