// The slice of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      p50: number;
      p99: number;
      total: number;
    }
    interface Result {
      title?: string;
      requests: Histogram;
      latency: Histogram;
      /** Bytes read, headers included. */
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
    interface Options {
      url: string;
      title?: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      requests?: Array<{
        method?: string;
        path?: string;
        setupRequest?: (req: { path: string }) => { path: string };
      }>;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
