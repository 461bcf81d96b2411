// The request pipeline's baselines for `npm run bench`, run in their own process like the app: a bare
// Node HTTP server that reads the body and answers fixed JSON, and at /image_edit the same server
// doing an image edit's bare sharp work on the images of a JSON body (decode → orient → flatten →
// fit 512x512 → encode) and answering the first as a data URL, in the shape image edit answers. It
// prints its port, then serves.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import sharp from 'sharp';

const body = JSON.stringify({ name: 'Baseline', ticker: 'BASE' });

/** The bare sharp work of an edit of these data URLs, the first result as a data URL. */
async function bareEdit(text) {
  const { images = [] } = JSON.parse(text);
  const jpegs = await Promise.all(
    images.map((url) =>
      sharp(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'))
        .autoOrient()
        .flatten({ background: '#ffffff' })
        .resize(512, 512, { fit: 'contain', background: '#ffffff' })
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
  return JSON.stringify({ requestId: randomUUID(), images: [`data:image/jpeg;base64,${jpegs[0].toString('base64')}`] });
}

const server = createServer((request, response) => {
  if (request.url !== '/image_edit') {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    });
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    bareEdit(Buffer.concat(chunks).toString('utf8')).then(
      (answer) => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) });
        response.end(answer);
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
