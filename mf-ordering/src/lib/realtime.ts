import { currentAccessToken } from '@cerca/session';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';

// The remote's one realtime connection (socket.io at /realtime through the gateway). The server
// joins every signed-in socket to its user room; business and zone rooms are asked for with
// `room`. The access token is read at every (re)connection, so a refreshed token is used; a
// dropped connection reconnects by itself, and on every reconnection the pages refetch what they
// show (events sent while offline are not replayed).

const RETRY_MS = 5_000;
let socket: Socket | undefined;
let users = 0;
/** room → how many mounted hooks want it. */
const roomUsers = new Map<string, number>();

function connect(): Socket {
  if (socket) return socket;
  const created = io({
    path: '/realtime',
    transports: ['websocket'],
    auth: (send) => {
      void currentAccessToken().then((token) => send({ token: token ?? '' }));
    },
  });
  created.on('connect', () => {
    for (const room of roomUsers.keys()) created.emit('join', room);
  });
  // The server drops a socket whose token expired or whose session ended, and refuses one without
  // a valid token: socket.io does not retry those by itself, so try again with a fresh token.
  const retry = () =>
    setTimeout(() => {
      if (socket === created && !created.connected) created.connect();
    }, RETRY_MS);
  created.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') retry();
  });
  created.on('connect_error', () => {
    if (!created.active) retry();
  });
  socket = created;
  return created;
}

function release(): void {
  users -= 1;
  if (users === 0 && socket) {
    socket.disconnect();
    socket = undefined;
  }
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
    users += 1;
    const connection = connect();
    const onEvent = (payload: T) => latest.current(payload);
    let connectedBefore = connection.connected;
    const onConnect = () => {
      const key = refetchRef.current;
      if (connectedBefore && key) void queryClient.invalidateQueries({ queryKey: key });
      connectedBefore = true;
    };
    connection.on(event, onEvent);
    connection.on('connect', onConnect);
    if (room) {
      roomUsers.set(room, (roomUsers.get(room) ?? 0) + 1);
      if (connection.connected) connection.emit('join', room);
    }
    return () => {
      connection.off(event, onEvent);
      connection.off('connect', onConnect);
      if (room) {
        const left = (roomUsers.get(room) ?? 1) - 1;
        if (left === 0) {
          roomUsers.delete(room);
          if (connection.connected) connection.emit('leave', room);
        } else roomUsers.set(room, left);
      }
      release();
    };
  }, [event, room, enabled, queryClient]);
}
