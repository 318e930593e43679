import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { currentAccessToken } from './auth-client';
import { RECONNECTION, retryDelay } from './realtime-backoff';

// The page's one realtime connection (socket.io at /realtime through the gateway), shared by the
// shell (the bell) and every remote: @cerca/session is a Module Federation singleton, so this
// module's state exists once per page. The server joins every signed-in socket to its user room;
// business and zone rooms are asked for with `room`. The access token is read at every
// (re)connection, so a refreshed token is used; a dropped connection reconnects by itself, with
// jittered exponential backoff (realtime-backoff.ts), rejoins its rooms, and on every
// reconnection the pages refetch what they show (events sent while offline are not replayed).
// socket.io-client is loaded on the first subscription, so visitors never download it.

let connecting: Promise<Socket> | undefined;
let users = 0;
/** room → how many mounted subscriptions want it. */
const roomUsers = new Map<string, number>();

async function open(): Promise<Socket> {
  const { io } = await import(/* webpackChunkName: "socket-io" */ 'socket.io-client');
  const created = io({
    path: '/realtime',
    // The server takes websocket only (no long-polling sessions to keep sticky behind a balancer).
    transports: ['websocket'],
    ...RECONNECTION,
    auth: (send) => {
      void currentAccessToken().then((token) => send({ token: token ?? '' }));
    },
  });
  // Failed retries in a row of our own (below); a connection that succeeds starts over.
  let retries = 0;
  created.on('connect', () => {
    retries = 0;
    for (const room of roomUsers.keys()) created.emit('join', room);
  });
  // The server drops a socket whose token expired, whose session ended or whose node is stopping
  // (a deploy), and refuses one without a valid token: socket.io does not retry those by itself,
  // so try again with a fresh token, on the same spread-out curve as socket.io's own retries.
  const retry = () => {
    const delay = retryDelay(retries);
    retries += 1;
    setTimeout(() => {
      if (users > 0 && !created.connected) created.connect();
    }, delay);
  };
  created.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') retry();
  });
  created.on('connect_error', () => {
    if (!created.active) retry();
  });
  return created;
}

function acquire(): Promise<Socket> {
  users += 1;
  connecting ??= open();
  return connecting;
}

function release(): void {
  users -= 1;
  if (users > 0 || !connecting) return;
  const closing = connecting;
  connecting = undefined;
  void closing.then((socket) => socket.disconnect());
}

export interface RealtimeSubscription {
  /** A room beyond the user's own, e.g. `business:<id>` (the server checks the caller may join). */
  room?: string;
  /** Called after every reconnection (not the first connection): refetch what was missed. */
  onReconnect?: () => void;
}

/**
 * Listens to `event` on the page's connection until the returned function is called. The
 * connection opens with the first subscription and closes with the last.
 */
export function subscribeRealtime<T>(
  event: string,
  handler: (payload: T) => void,
  { room, onReconnect }: RealtimeSubscription = {},
): () => void {
  let stopped = false;
  let detach = () => {};
  if (room) roomUsers.set(room, (roomUsers.get(room) ?? 0) + 1);
  void acquire().then((socket) => {
    if (stopped) return;
    let connectedBefore = socket.connected;
    const onConnect = () => {
      if (connectedBefore) onReconnect?.();
      connectedBefore = true;
    };
    socket.on(event, handler);
    socket.on('connect', onConnect);
    if (room && socket.connected) socket.emit('join', room);
    detach = () => {
      socket.off(event, handler);
      socket.off('connect', onConnect);
      if (room && !roomUsers.has(room) && socket.connected) socket.emit('leave', room);
    };
  });
  return () => {
    if (stopped) return;
    stopped = true;
    if (room) {
      const left = (roomUsers.get(room) ?? 1) - 1;
      if (left === 0) roomUsers.delete(room);
      else roomUsers.set(room, left);
    }
    detach();
    release();
  };
}

/**
 * Sends `event` on the page's connection, if one is open (a component listening keeps it open);
 * otherwise it is dropped: for short-lived signals such as "typing", never for data.
 */
export function emitRealtime(event: string, payload: unknown): void {
  void connecting?.then((socket) => {
    if (socket.connected) socket.emit(event, payload);
  });
}

export interface RealtimeOptions {
  /** A room beyond the user's own, e.g. `business:<id>` (the server checks the caller may join). */
  room?: string;
  /** Refetched after every reconnection, so nothing sent while offline is missed. */
  refetch?: QueryKey;
  /** False while the page has no signed-in person (no connection is opened). */
  enabled?: boolean;
}

/** Calls `handler` with each `event` payload while the component is mounted. */
export function useRealtimeEvent<T>(
  event: string,
  handler: (payload: T) => void,
  { room, refetch, enabled = true }: RealtimeOptions = {},
): void {
  const queryClient = useQueryClient();
  const latest = useRef(handler);
  latest.current = handler;
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;

  useEffect(() => {
    if (!enabled) return;
    return subscribeRealtime<T>(event, (payload) => latest.current(payload), {
      ...(room ? { room } : {}),
      onReconnect: () => {
        const key = refetchRef.current;
        if (key) void queryClient.invalidateQueries({ queryKey: key });
      },
    });
  }, [event, room, enabled, queryClient]);
}
