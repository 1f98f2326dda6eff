import { EventEmitter } from 'node:events';
import type { SharedRedis } from '../redis/shared-redis';

export type LiveUpdateHandler = (message: unknown) => void;

/** Unsubscribes; `ready` resolves once publishes from any node reach the handler. */
export type Unsubscribe = (() => void) & { ready: Promise<void> };

/**
 * The fan-out of live updates (new quotes, unread counts, revoked logins) to the node that holds the
 * browser's connection. A feature publishes on a topic (e.g. `user:42`) after its commit; whoever
 * holds a connection for that topic subscribes and forwards what arrives. Without REDIS_URL the one
 * node keeps it in memory; with it, every node with the same REDIS_URL hears every publish. Delivery
 * is at most once (a node that is down misses it): a live update says "look again", never carries
 * the only copy of anything.
 */
export interface LiveUpdates {
  readonly kind: 'memory' | 'redis';
  /** Messages are JSON values. Resolves once handed over (not once delivered). */
  publish(topic: string, message: unknown): Promise<void>;
  subscribe(topic: string, handler: LiveUpdateHandler): Unsubscribe;
  close(): Promise<void>;
}

export function createMemoryLiveUpdates(): LiveUpdates {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(topic, message) {
      // A copy, as Redis would hand over: no subscriber shares an object with the publisher.
      const copy: unknown = JSON.parse(JSON.stringify(message ?? null));
      emitter.emit(topic, copy);
    },
    subscribe(topic, handler) {
      emitter.on(topic, handler);
      return Object.assign(() => void emitter.off(topic, handler), { ready: Promise.resolve() });
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function createRedisLiveUpdates(
  redis: SharedRedis,
  options: { onError?: (err: unknown, topic: string) => void } = {},
): LiveUpdates {
  const subscriber = redis.duplicate();
  const handlers = new Map<string, Set<LiveUpdateHandler>>();
  const subscribed = new Map<string, Promise<void>>();
  const channel = (topic: string) => `${redis.prefix}live:${topic}`;
  const topicOf = (name: string) => name.slice(channel('').length);

  subscriber.on('message', (name: string, text: string) => {
    const topic = topicOf(name);
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (err) {
      options.onError?.(err, topic);
      return;
    }
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(message);
      } catch (err) {
        options.onError?.(err, topic);
      }
    }
  });

  return {
    kind: 'redis',
    async publish(topic, message) {
      // PUBLISH names a channel, not a key: the client's key prefix does not apply, so it is written here.
      await redis.client.publish(channel(topic), JSON.stringify(message ?? null));
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        subscribed.set(
          topic,
          subscriber.subscribe(channel(topic)).then(
            () => undefined,
            (err: unknown) => options.onError?.(err, topic),
          ),
        );
      }
      set.add(handler);
      const unsubscribe = () => {
        const current = handlers.get(topic);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(topic);
        subscribed.delete(topic);
        subscriber.unsubscribe(channel(topic)).catch((err: unknown) => options.onError?.(err, topic));
      };
      return Object.assign(unsubscribe, { ready: subscribed.get(topic) ?? Promise.resolve() });
    },
    async close() {
      handlers.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
