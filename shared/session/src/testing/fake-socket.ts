import { vi } from 'vitest';

type Handler = (payload: unknown) => void;

/** How long push/reconnect wait for the page to be listening before the test fails. */
const LISTENING_TIMEOUT_MS = 5_000;

export interface FakeRealtime {
  /** Whether the page holds an open connection (a component listening keeps it open). */
  readonly open: boolean;
  /** Whether something on the page listens to `event` on its connection. */
  listens(event: string): boolean;
  /** Rooms the page asked to join and has not left, e.g. `business:<id>`. */
  readonly rooms: ReadonlySet<string>;
  /** What the page sent besides join/leave (e.g. "typing"), oldest first. */
  readonly sent: ReadonlyArray<{ event: string; payload: unknown }>;
  /**
   * The server pushes `event` to this page, once the page listens to it (the connection opens and
   * subscribes a moment after the first render); fails after a few seconds if it never does.
   */
  push(event: string, payload: unknown): Promise<void>;
  /** The connection drops and comes back: listeners see 'connect' again and refetch. */
  reconnect(): Promise<void>;
  /** Forgets the connection and what it recorded (the setup calls it after each test). */
  reset(): void;
}

class FakeSocket {
  connected = false;
  active = true;
  private readonly handlers = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler): this {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler);
    return this;
  }

  off(event: string, handler: Handler): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  emit(event: string, payload: unknown): this {
    if (event === 'join') state.rooms.add(String(payload));
    else if (event === 'leave') state.rooms.delete(String(payload));
    else state.sent.push({ event, payload });
    return this;
  }

  connect(): this {
    this.connected = true;
    this.active = true;
    this.deliver('connect', undefined);
    return this;
  }

  disconnect(): this {
    this.connected = false;
    this.active = false;
    if (state.socket === this) state.socket = undefined;
    return this;
  }

  listens(event: string): boolean {
    return (this.handlers.get(event)?.size ?? 0) > 0;
  }

  deliver(event: string, payload: unknown): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
  }
}

const state: {
  socket: FakeSocket | undefined;
  rooms: Set<string>;
  sent: { event: string; payload: unknown }[];
} = { socket: undefined, rooms: new Set(), sent: [] };

/** Stands in for socket.io-client's `io`: connects on the next microtask, as a real socket later. */
export function fakeIo(): FakeSocket {
  const socket = new FakeSocket();
  state.socket = socket;
  queueMicrotask(() => {
    if (state.socket === socket) socket.connect();
  });
  return socket;
}

/** The open connection once something listens to `event` on it. */
async function listening(event: string): Promise<FakeSocket> {
  return vi.waitFor(
    () => {
      const socket = state.socket;
      if (!socket?.connected || !socket.listens(event)) {
        throw new Error(`nothing on the page listens to realtime "${event}"`);
      }
      return socket;
    },
    { timeout: LISTENING_TIMEOUT_MS },
  );
}

export const fakeRealtime: FakeRealtime = {
  get open() {
    return state.socket?.connected === true;
  },
  listens(event) {
    return state.socket?.connected === true && state.socket.listens(event);
  },
  get rooms() {
    return state.rooms;
  },
  get sent() {
    return state.sent;
  },
  async push(event, payload) {
    (await listening(event)).deliver(event, payload);
  },
  async reconnect() {
    const socket = await listening('connect');
    socket.connected = false;
    socket.deliver('disconnect', 'transport close');
    socket.connect();
  },
  reset() {
    state.socket = undefined;
    state.rooms.clear();
    state.sent.length = 0;
  },
};
