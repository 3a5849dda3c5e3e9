# Atelier: the API, the web app and the job workers in one image (ADR 022).
#   docker build -t atelier .
#   docker run -p 8080:8080 -v atelier-data:/data atelier            (embedded PostgreSQL in /data)
#   docker run ... atelier node --enable-source-maps apps/server/dist/worker.js   (a worker)
# compose.yaml runs it with PostgreSQL 17 and MinIO. `npm run docker:check -- --build` runs these
# steps in a Debian chroot where no Docker is at hand.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so a change to the sources reuses the installed dependencies.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/sdk/package.json packages/sdk/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The server bundle imports its packages from node_modules (apps/server/scripts/build.mjs), so
# production dependencies stay and development ones go.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# tini as PID 1: it forwards SIGTERM to Node (which shuts down in order) and reaps the embedded
# PostgreSQL's processes, which pg_ctl detaches and which end up as PID 1's children.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  DATA_DIR=/data \
  HOST=0.0.0.0 \
  PORT=8080 \
  MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/contract ./packages/contract
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
# PostgreSQL refuses to run as root: the image runs as `node` (uid 1000), which owns /data.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
