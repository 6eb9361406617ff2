/**
 * Test helpers: a response whose body the test writes chunk by chunk, as
 * the network delivers a streamed answer, and the event stream format.
 */

export interface StreamedResponse {
  response: Response;
  /** Sends a chunk: text (UTF-8 encoded) or raw bytes. */
  push: (chunk: string | Uint8Array) => void;
  /** Ends the body. */
  close: () => void;
  /** Breaks the body, as a dropped connection or an abort does. */
  fail: (reason: unknown) => void;
  /** Whether the reader cancelled the body. */
  cancelled: () => boolean;
}

export function streamedResponse(
  init: ResponseInit = { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } },
): StreamedResponse {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      cancelled = true;
    },
  });
  return {
    response: new Response(body, init),
    push: (chunk) => controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk),
    close: () => controller.close(),
    fail: (reason) => controller.error(reason),
    cancelled: () => cancelled,
  };
}

/** One event as the server writes it. */
export const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
