/** One server-sent event as a browser's EventSource would see it. */
export type SseEvent = {
  event: string;
  data: string;
  id?: string /** performance.now() when it arrived */;
  at?: number;
};

/**
 * A minimal EventSource for tests over a real socket (app.inject cannot stream): collects the
 * events of one connection and waits for the one a test expects.
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters: { test: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  let ended = false;
  const endWaiters: (() => void)[] = [];

  const pump = async () => {
    if (!response.body || !response.headers.get("content-type")?.includes("text/event-stream")) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const chunk = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf("\n\n");
          const event: SseEvent = { event: "message", data: "", at: performance.now() };
          let hasData = false;
          for (const line of chunk.split("\n")) {
            if (line.startsWith("event: ")) event.event = line.slice(7);
            else if (line.startsWith("data: ")) {
              event.data += line.slice(6);
              hasData = true;
            } else if (line.startsWith("id: ")) event.id = line.slice(4);
          }
          if (!hasData) continue;
          events.push(event);
          for (const w of [...waiters]) {
            if (w.test(event)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(event);
            }
          }
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      for (const resolve of endWaiters) resolve();
    }
  };
  void pump();

  return {
    status: response.status,
    response,
    events,
    /** The first event (already received or still to come) that passes `test`. */
    next(test: (e: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
      const seen = events.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          test,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    /** Resolves when the server ends the stream. */
    ended(timeoutMs = 5000): Promise<boolean> {
      if (ended) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        endWaiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    close() {
      controller.abort();
    },
  };
}

export const eventData = <T>(e: SseEvent) => JSON.parse(e.data) as T;
