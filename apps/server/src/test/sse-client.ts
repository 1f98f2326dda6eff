/** One frame of a Server-Sent Events stream: its event name and data, or a comment. */
export interface SseFrame {
  event?: string;
  data?: string;
  comment?: string;
  retry?: number;
}

/**
 * A test's `GET /api/live` connection: `fetch` with the bearer token, frames collected as they arrive.
 * `opened` resolves on the first frame (the server has subscribed by then), `ended` when the server
 * closes the stream.
 */
export async function openSse(url: string, token?: string) {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: abort.signal,
  });
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  let closed = false;
  const ended = (async () => {
    if (!res.ok || !res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) frames.push({ comment: line.slice(1).trim() });
            else if (line.startsWith('retry:')) frames.push({ retry: Number(line.slice(6)) });
          }
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data !== undefined) frames.push({ event, data });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by the test
    } finally {
      closed = true;
      for (const wake of waiters) wake();
    }
  })();

  /** Waits until `test` holds on the frames so far (or the stream ended), for at most `timeoutMs`. */
  async function until(test: (frames: SseFrame[]) => boolean, timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!test(frames) && !closed && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
      });
    }
    return test(frames);
  }

  const events = () =>
    frames.filter((f) => f.data !== undefined).map((f) => JSON.parse(f.data!) as Record<string, unknown>);
  return {
    status: res.status,
    headers: res.headers,
    frames,
    events,
    opened: () => until((f) => f.length > 0),
    until,
    isClosed: () => closed,
    ended,
    close: () => abort.abort(),
  };
}
