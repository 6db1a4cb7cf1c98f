import 'server-only';

import { DomainError } from '@/server/core/errors';
import { log } from '@/server/core/log';
import { ApiError, httpError } from './errors';

const SYSTEM_ERROR = 'خطای سیستمی رخ داد. لطفاً بعداً دوباره تلاش کنید.';

export const wantsEventStream = (request: Request) => (request.headers.get('accept') ?? '').includes('text/event-stream');

export type SendEvent = (event: string, data: unknown) => void;

/**
 * A handler's answer as server-sent events. The headers are already sent when `run` fails, so a failure becomes a
 * last `error` event {detail, status} in the body the route wrapper would have sent (a domain error's own words,
 * else the spec's system error); the stream always ends.
 */
export function eventStream(run: (send: SendEvent) => Promise<void>, requestId: string): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send: SendEvent = (event, data) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      try {
        await run(send);
      } catch (error) {
        const answer = error instanceof DomainError ? httpError(error) : error;
        if (answer instanceof ApiError) {
          const body = answer.body as { detail?: unknown };
          send('error', { detail: typeof body.detail === 'string' ? body.detail : SYSTEM_ERROR, status: answer.status });
        } else {
          log.error('event stream failed', { requestId, error });
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
