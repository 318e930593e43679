// A bare socket.io server (no auth, no Redis adapter): the floor for realtime.mjs (an echo) and
// messages.mjs (a relay from one socket to rooms, each socket in the room its handshake names).
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { transports: ['websocket'] });
io.on('connection', (socket) => {
  socket.on('echo', (payload) => socket.emit('echo', payload));
  const room = socket.handshake.auth?.room;
  if (typeof room === 'string') void socket.join(room);
  socket.on('relay', (rooms, payload) => io.to(rooms).emit('relay', payload));
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare socket.io ready'));
