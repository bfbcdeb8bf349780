// A bare socket.io relay, the yardstick of the chat capacity sweep (run by chat-capacity.mjs as a
// child process): a socket joins the room it names, and `send` broadcasts to that room and acks.
// No session, no database, no checks.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../backend/package.json', import.meta.url));
const { Server } = require('socket.io');
const http = createServer();
const io = new Server(http, { transports: ['websocket'] });
io.of('/chat').on('connection', (socket) => {
  socket.on('subscribe', (ref, ack) => {
    socket.join(`${ref.kind}:${ref.id}`);
    ack?.({ ok: true });
  });
  socket.on('send', (body, ack) => {
    const message = { id: String(Math.random()), senderId: socket.id, content: body.content, createdAt: new Date().toISOString() };
    socket.nsp.to(`${body.kind}:${body.id}`).emit('message', { kind: body.kind, id: body.id, message });
    ack?.({ ok: true, message });
  });
  socket.emit('ready', { ok: true });
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
