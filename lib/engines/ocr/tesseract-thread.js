'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- tesseract.js starts this file by path, as CommonJS, unbundled */
// A tesseract.js worker thread (createOcrWorker points createWorker's `workerPath` here): tesseract.js's
// own worker script, run 5 steps nicer than the server's event loop, as the engines' other threads
// run (lib/threads/serve-jobs.ts), so that answering requests, an overloaded server's fast 503s
// among them, comes before reading.
const { readFileSync } = require('node:fs');
const { getPriority, setPriority } = require('node:os');
const path = require('node:path');
const { getEnvironmentData } = require('node:worker_threads');

// Only Linux keeps a nice value per thread; elsewhere this would slow the whole server.
if (process.platform === 'linux') {
  try {
    setPriority(Math.min(19, getPriority() + 5));
  } catch {
    // Not permitted here: the thread keeps the event loop's priority.
  }
}
// The tesseract core compiled once by the process that starts these threads (shareCompiledCore in
// tesseract-worker.ts): when it is the variant tesseract.js picks here, the thread instantiates that
// module rather than compiling its own. Compiling, and V8's later optimising of the core's hot
// functions, then happen once per process instead of once per worker, on V8's shared threads, which
// run at the event loop's priority. Otherwise the thread compiles its own, as tesseract.js does.
const shared = getEnvironmentData('tesseract-core');
if (shared && shared.module instanceof WebAssembly.Module) {
  const tesseractFolder = path.dirname(require.resolve('tesseract.js/package.json'));
  const corePath = require.resolve(`tesseract.js-core/${shared.variant}`, { paths: [tesseractFolder] });
  const startCore = require(corePath);
  require.cache[corePath].exports = (options) =>
    startCore({
      ...options,
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(shared.module, imports).then(
          (instance) => receive(instance, shared.module),
          // Instantiating a module this process compiled fails only for want of memory; should it,
          // the thread compiles the core from its file, as it would have without one.
          () =>
            WebAssembly.instantiate(readFileSync(corePath.replace(/\.js$/, '.wasm')), imports).then((compiled) =>
              receive(compiled.instance, compiled.module),
            ),
        );
        return {};
      },
    });
}

require('tesseract.js/src/worker-script/node/index.js');
