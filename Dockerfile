# Clearhouse server image: dependencies installed in a build stage, the runtime stage has only the production
# node_modules and the sources (run by tsx, as `npm start` does), as the unprivileged `node` user.
# Build: docker build -t clearhouse .   Run: see deploy/compose.yaml and README "Running a cluster".

FROM node:20.19-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies only; install scripts fetch nothing (sharp, ffmpeg and ffprobe ship as npm packages).
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20.19-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    CLEARHOUSE_DATA_DIR=/data \
    LOG_FORMAT=json
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json tsconfig.json ./
COPY --chown=root:root domain ./domain
COPY --chown=root:root application ./application
COPY --chown=root:root adapters ./adapters
COPY --chown=root:root runtime ./runtime
COPY --chown=root:root bin ./bin
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form): the server drains (SHUTDOWN_DRAIN_MS) and finishes in-flight work.
CMD ["node", "--import", "tsx", "runtime/main.ts"]
