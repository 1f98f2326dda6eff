import { defineEndpoint } from './endpoint';

/** Issue 31: live updates to the browser, from whichever node holds its connection. */
export const liveEndpoints = {
  stream: defineEndpoint({
    method: 'GET',
    path: '/api/live',
    access: 'user',
    tag: 'Live updates',
    summary: "Server-Sent Events telling this user's pages to look again (new quotes, unread messages).",
    description:
      '`text/event-stream`, opened with `fetch` and the bearer token (an EventSource cannot send it; ADR 0026). ' +
      'Events are named `update` with a JSON `data` line (`live-events.ts`: `{"type":"quotes","requestId":n}` ' +
      'or `{"type":"messages"}`) and carry no record, only "look again". A comment line every 25 s keeps the ' +
      'connection. The server ends the stream when the token expires or its login is revoked (checked with each ' +
      'heartbeat) and when the node drains (SIGTERM); the browser then connects again, with a fresh token, ' +
      'through the load balancer.',
    produces: 'text/event-stream',
  }),
};
