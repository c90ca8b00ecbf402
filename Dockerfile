# Guichê in one image: the server, the web app it serves, and the database migrations it runs at start.
#
#   docker build --build-arg GIT_COMMIT=$(git rev-parse HEAD) -t guiche .
#
# The base is an ARG so a build can pin another Node image, or a base made locally (scripts/image-test.sh builds
# one, since registries cannot be reached there). The runtime runs on this base's `node`, not on the `node` dev
# dependency of package.json.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every dependency, dev ones included, then the server (tsc) and the web app (vite) ----
FROM ${NODE_IMAGE} AS build
WORKDIR /src
# The manifests alone first, so the npm ci layer is reused until a manifest or the lockfile changes.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
# No dependency needs its install script to compile, and skipping them skips the `node` dev dependency's download of
# a second Node binary (the build runs on the base image's node).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts/build-web-if-changed.mjs scripts/
COPY packages/ packages/
RUN npm run build

# ---- deps: production dependencies of the server and shared only ----
# The web app's dependencies (React, MUI…) are bundled into packages/web/dist, so the runtime has no use for them.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
# --ignore-scripts: argon2 finds its prebuilt binary when loaded (node-gyp-build), and the other scripts (baileys'
# engine check, protobufjs' notice) do nothing the server needs. The mkdirs keep the COPYs below valid if a lockfile
# change hoists every nested dependency.
RUN npm ci --omit=dev --workspace=@guiche/server --workspace=@guiche/shared --ignore-scripts --no-audit --no-fund \
  && mkdir -p packages/shared/node_modules packages/server/node_modules

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
# A fixed numeric id (not the base's `node` user, which a locally made base lacks): orchestrators that refuse root
# (Kubernetes' runAsNonRoot) can check a number. /data is created here so a new named volume starts owned by it.
RUN groupadd --system --gid 10001 guiche \
  && useradd --system --uid 10001 --gid guiche --home-dir /app --no-create-home --shell /usr/sbin/nologin guiche \
  && mkdir -p /data/uploads \
  && chown -R guiche:guiche /data
WORKDIR /app
# The same layout as the repository: config.ts finds the migrations and the web app relative to the server's dist.
# Everything stays owned by root, so the server cannot rewrite its own code.
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/packages/shared/node_modules packages/shared/node_modules
COPY --from=deps /app/packages/server/node_modules packages/server/node_modules
COPY --from=build /src/packages/shared/package.json packages/shared/
COPY --from=build /src/packages/shared/dist packages/shared/dist
COPY --from=build /src/packages/server/package.json packages/server/
COPY --from=build /src/packages/server/dist packages/server/dist
COPY --from=build /src/packages/server/drizzle packages/server/drizzle
COPY --from=build /src/packages/web/dist packages/web/dist
ENV NODE_ENV=production DATA_DIR=/data PORT=8080
# Last, so a new commit id does not invalidate the layers above. The health endpoint reports it.
ARG GIT_COMMIT=unknown
ENV GUICHE_COMMIT=${GIT_COMMIT}
USER 10001:10001
# Uploads (and the embedded database when DATABASE_URL is unset). Replicas must share this volume.
VOLUME /data
EXPOSE 8080
# Slim images have no curl: node's own fetch. 200 only while the database answers.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
WORKDIR /app/packages/server
# The flags of packages/server's `start` script; node itself is PID 1 (no npm in between) so SIGTERM reaches the
# server's graceful shutdown.
CMD ["node", "--v8-pool-size=1", "--max-semi-space-size=8", "--enable-source-maps", "dist/index.js"]
