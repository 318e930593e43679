import type { Database } from '@cerca/db';
import { type DriverZoneClosedMessage, rooms } from '@cerca/queues';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Server } from 'socket.io';
import { mayJoin, parseRoom } from './rooms';

/*
 * Issue 21: the zone room is authoritative. Only approved, available drivers of the city are in
 * it, so whatever is emitted to `zone:<city>` reaches only them, from any process and through any
 * number of nodes, without each publisher re-reading the drivers. Three things keep it so:
 * - the join check reads the driver from the database (rooms.ts mayJoin), and reads it again once
 *   the socket is in the room, so a change committed while the first read ran is not missed;
 * - a change (suspension, reactivation, deletion, availability off) is published after its commit
 *   (@cerca/queues closeDriverZone) and every node makes its own sockets of that driver leave;
 * - a node whose subscriber was cut off from Redis re-checks its zone members once it is back.
 * A driver who is available again joins again through the same check (the dashboard asks as soon
 * as the toggle is on).
 */

// biome-ignore lint/suspicious/noExplicitAny: the typed Server's event maps do not matter here.
type AnyServer = Server<any, any, any, any>;

/** Makes this node's sockets of the driver leave the zone's room; synchronous, see socket-server. */
export function leaveClosedZone(io: AnyServer, raw: string, logger: FastifyBaseLogger): void {
  try {
    const { driverId, zoneId } = JSON.parse(raw) as DriverZoneClosedMessage;
    if (typeof driverId !== 'string' || typeof zoneId !== 'string') throw new Error('malformed');
    io.local.in(rooms.user(driverId.toLowerCase())).socketsLeave(rooms.zone(zoneId.toLowerCase()));
  } catch (error) {
    logger.warn({ err: error }, 'unreadable driver-zone-closed message');
  }
}

/**
 * After the socket joined `zone:<id>`: whether it may stay, read again from the database. When not,
 * it has left the room already.
 */
export async function confirmZoneMember(
  db: Kysely<Database>,
  socket: { data: { user: Parameters<typeof mayJoin>[1] }; leave(room: string): unknown },
  room: string,
): Promise<boolean> {
  const request = parseRoom(room);
  if (request?.kind !== 'zone') return true;
  if (await mayJoin(db, socket.data.user, request)) return true;
  await socket.leave(room);
  return false;
}

/** Every zone member of this node checked again; those who may no longer be there leave. */
export async function recheckZoneMembers(
  io: AnyServer,
  db: Kysely<Database>,
  logger: FastifyBaseLogger,
): Promise<void> {
  for (const socket of await io.local.fetchSockets()) {
    for (const room of socket.rooms) {
      if (!room.startsWith('zone:')) continue;
      try {
        await confirmZoneMember(db, socket, room);
      } catch (error) {
        logger.warn({ err: error, room }, 'zone membership not rechecked');
      }
    }
  }
}
