// The request pipeline's baseline for `npm run bench`: a bare Node HTTP server that reads the body
// and answers fixed JSON, run in its own process like the app. It prints its port, then serves.
import { createServer } from 'node:http';

const body = JSON.stringify({ name: 'Baseline', ticker: 'BASE' });
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
