import { percentile } from './bench-report';

/**
 * The timing pieces the list benchmarks share (messaging, orders): one timed GET against a bench
 * server, two series measured in turns (so a busy moment of the machine hits both alike), and a
 * target's pass line.
 */

export const fmt = (n: number) => `${n.toFixed(2)} ms`;

/** One GET with a bearer token, timed to the last byte; fails the run on anything but 200. */
export async function getJson(url: string, token: string): Promise<{ took: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  const took = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${body.slice(0, 200)}`);
  return { took, body };
}

export const timedGet = async (url: string, token: string) => (await getJson(url, token)).took;

/** `rounds` turns of `a` then `b` (interleaved): both series' times, in milliseconds. */
export async function interleaved(
  rounds: number,
  a: (round: number) => Promise<number>,
  b: (round: number) => Promise<number>,
): Promise<[number[], number[]]> {
  const onA: number[] = [];
  const onB: number[] = [];
  for (let i = 0; i < rounds; i++) {
    onA.push(await a(i));
    onB.push(await b(i));
  }
  return [onA, onB];
}

/** A speed target: the ratio of two medians and its limit. */
export interface BenchTarget {
  name: string;
  detail: string;
  ratio: number;
  limit: number;
}

/** "x vs y (p99 x vs y)" of two series, and the ratio of their medians. */
export function compareMedians(a: number[], b: number[]): { detail: string; ratio: number } {
  return {
    detail: `${fmt(percentile(a, 50))} vs ${fmt(percentile(b, 50))} (p99 ${fmt(percentile(a, 99))} vs ${fmt(percentile(b, 99))})`,
    ratio: percentile(a, 50) / percentile(b, 50),
  };
}
