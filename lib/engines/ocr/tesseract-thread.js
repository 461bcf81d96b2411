'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- tesseract.js starts this file by path, as CommonJS, unbundled */
// A tesseract.js worker thread (createOcrWorker points createWorker's `workerPath` here): tesseract.js's
// own worker script, run 5 steps nicer than the server's event loop, as the engines' other threads
// run (lib/threads/serve-jobs.ts), so that answering requests, an overloaded server's fast 503s
// among them, comes before reading.
const { getPriority, setPriority } = require('node:os');

// Only Linux keeps a nice value per thread; elsewhere this would slow the whole server.
if (process.platform === 'linux') {
  try {
    setPriority(Math.min(19, getPriority() + 5));
  } catch {
    // Not permitted here: the thread keeps the event loop's priority.
  }
}
require('tesseract.js/src/worker-script/node/index.js');
