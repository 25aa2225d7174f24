import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-client";
import { postWithProgress, streamedError } from "./event-stream";

describe("streamedError", () => {
  it("gives a streamed error the status its code stands for", () => {
    const conflict = streamedError('{"error":{"code":"CONFLICT","message":"changed"}}');
    expect(conflict).toMatchObject({ status: 409, code: "CONFLICT", message: "changed" });
    expect(streamedError('{"error":{"code":"RATE_LIMITED","message":"busy"}}').status).toBe(429);
    expect(streamedError("not json")).toMatchObject({ status: 500 });
  });
});

function streamResponse(chunks: string[], init: ResponseInit = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" }, ...init });
}

describe("postWithProgress", () => {
  const schema = z.object({ n: z.number() });
  afterEach(() => vi.unstubAllGlobals());

  it("reports progress and resolves with the parsed result", async () => {
    const fetchMock = vi.fn(async () =>
      streamResponse([
        'event: progress\ndata: {"done":1,"total":2}\n\nevent: prog',
        'ress\ndata: {"done":2,"total":2}\n\nevent: result\ndata: {"n":7}\n\n',
      ]),
    );
    vi.stubGlobal("fetch", fetchMock);
    const progress: unknown[] = [];
    await expect(postWithProgress("/x", { a: 1 }, schema, (p) => progress.push(p))).resolves.toEqual({
      n: 7,
    });
    expect(progress).toEqual([
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ accept: "text/event-stream" });
    expect(init.body).toBe('{"a":1}');
  });

  it("reads events split anywhere across chunks, CRLF and comments included", async () => {
    const text =
      ': keep-alive\r\n\r\nevent: progress\r\ndata: {"done":1,"total":1}\r\n\r\nevent: result\r\ndata: {"n":1}\r\n\r\n';
    for (let cut = 0; cut <= text.length; cut += 1) {
      vi.stubGlobal("fetch", async () => streamResponse([text.slice(0, cut), text.slice(cut)]));
      const progress: unknown[] = [];
      await expect(
        postWithProgress("/x", {}, schema, (p) => progress.push(p)),
        `cut at ${cut}`,
      ).resolves.toEqual({ n: 1 });
      expect(progress, `cut at ${cut}`).toEqual([{ done: 1, total: 1 }]);
    }
  });

  it("rejects with ApiError for error events, non-2xx answers and streams without a result", async () => {
    vi.stubGlobal("fetch", async () =>
      streamResponse(['event: error\ndata: {"error":{"code":"CONFLICT","message":"stale"}}\n\n']),
    );
    await expect(postWithProgress("/x", {}, schema, () => {})).rejects.toMatchObject({ status: 409 });

    vi.stubGlobal(
      "fetch",
      async () =>
        new Response('{"error":{"code":"RATE_LIMITED","message":"two tasks"}}', {
          status: 429,
          headers: { "content-type": "application/json" },
        }),
    );
    const error = await postWithProgress("/x", {}, schema, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: "two tasks" });

    vi.stubGlobal("fetch", async () => streamResponse(['event: progress\ndata: {"done":1,"total":2}\n\n']));
    await expect(postWithProgress("/x", {}, schema, () => {})).rejects.toMatchObject({
      code: "INCOMPLETE_STREAM",
    });
  });

  it("accepts a plain JSON answer", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response('{"n":1}', { headers: { "content-type": "application/json" } }),
    );
    await expect(postWithProgress("/x", {}, schema, () => {})).resolves.toEqual({ n: 1 });
  });

  it("follows the named job again when the connection drops, until its result", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const calls: { url: string; method?: string }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method });
      if (calls.length === 1) {
        return streamResponse(['event: progress\ndata: {"done":1,"total":3}\n\n'], {
          headers: { "content-type": "text/event-stream", "content-location": "/api/jobs/j-1" },
        });
      }
      if (calls.length === 2) throw new TypeError("network down");
      return streamResponse([
        'event: progress\ndata: {"done":3,"total":3}\n\nevent: result\ndata: {"n":3}\n\n',
      ]);
    });
    const progress: unknown[] = [];
    const done = postWithProgress("/api/analyze", {}, schema, (p) => progress.push(p));
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual({ n: 3 });
    vi.useRealTimers();
    expect(calls).toEqual([
      { url: "/api/analyze", method: "POST" },
      { url: "/api/jobs/j-1", method: undefined },
      { url: "/api/jobs/j-1", method: undefined },
    ]);
    expect(progress).toEqual([
      { done: 1, total: 3 },
      { done: 3, total: 3 },
    ]);
  });

  it("does not retry a stream that broke when the server named no job", async () => {
    let calls = 0;
    vi.stubGlobal("fetch", async () => {
      calls += 1;
      return streamResponse(['event: progress\ndata: {"done":1,"total":2}\n\n']);
    });
    await expect(postWithProgress("/x", {}, schema, () => {})).rejects.toMatchObject({
      code: "INCOMPLETE_STREAM",
    });
    expect(calls).toBe(1);
  });
});
