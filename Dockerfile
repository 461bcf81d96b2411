# Production image: the standalone server with its traced node_modules (sharp's binaries and the
# tesseract language data, the text detector's model and onnxruntime included). Build: docker build -t inference-console .
# Node 24 (current LTS; Node 20's support ended April 2026): .ci/run's main pass runs on it. Not
# built in CI here (no Docker engine on these machines); the same standalone server is what the API
# tests start. On Node 24 npm builds nothing native (better-sqlite3 is for Node 20 only).

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY clients/typescript/package.json clients/typescript/
COPY packages/ packages/
RUN ONNXRUNTIME_NODE_INSTALL=skip npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS run
WORKDIR /app
# Two glibc malloc arenas instead of eight per core: the OCR networks' threads otherwise each keep
# an arena of freed buffers (about 140 MB more at the peak, for the same speed; bench/ocr/RESULTS.md).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NEXT_MANUAL_SIG_HANDLE=true PORT=3000 HOSTNAME=0.0.0.0 MALLOC_ARENA_MAX=2
# Fonts: the embedded image editor draws prompts and captions as text (DejaVu); the meme face,
# colour emoji and CJK glyphs ship in node_modules (lib/engines/image_edit/local/fonts.ts).
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build --chown=node:node /app/.next/standalone ./
# The data folder (DATA_DIR, ./data): the generated API key and console links when no keys are set, the
# embedded past-coin store without DATABASE_URL. The server runs as node, which cannot create it in /app.
RUN install -d -o node -g node -m 700 /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Exec form so SIGTERM reaches the server, which drains in-flight requests (SHUTDOWN_GRACE_MS).
# Young generation capped at 16 MB a semi-space: V8 sizes it from the machine's memory (64 MB here,
# 134 MB committed under load) though a request's garbage needs far less (bench/ocr/RESULTS.md).
CMD ["node", "--max-semi-space-size=16", "server.js"]
