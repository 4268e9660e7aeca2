/**
 * One front door for several api replicas, as a proxy spreads requests in production: each
 * request goes to the next replica in turn over kept-alive connections. Started by the replicas
 * benchmark with FRONT_DOOR_PORT and UPSTREAMS (comma-separated base URLs).
 */
import { Agent, createServer, request } from 'node:http';

const port = Number(process.env.FRONT_DOOR_PORT);
const upstreams = (process.env.UPSTREAMS ?? '')
  .split(',')
  .filter(Boolean)
  .map((url) => new URL(url));
if (!port || upstreams.length === 0) {
  console.error('FRONT_DOOR_PORT and UPSTREAMS are required');
  process.exit(1);
}
const agent = new Agent({ keepAlive: true, maxSockets: 128 });
let next = 0;

createServer((incoming, outgoing) => {
  const upstream = upstreams[next % upstreams.length]!;
  next += 1;
  const forwarded = request(
    {
      agent,
      host: upstream.hostname,
      port: upstream.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(forwarded);
}).listen(port, '127.0.0.1', () => console.log(`front door on ${port}`));
