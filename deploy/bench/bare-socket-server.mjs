// A bare socket.io server (no auth, no Redis adapter) that echoes: the floor for realtime.mjs.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { transports: ['websocket'] });
io.on('connection', (socket) => socket.on('echo', (payload) => socket.emit('echo', payload)));
http.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare socket.io ready'));
