# Pautei in a container: the compiled server and the precompressed SPA on Node 20, production
# dependencies only, running as the unprivileged `node` user. Build: docker build -t pautei .
# Run with PostgreSQL (see compose.yaml): DATABASE_URL and AUTH_SECRET are required then.

# 1. Build: all dependencies, then `npm run build` (Vite for the SPA, esbuild for the server).
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist/current is a link to dist/builds/<hash>; copy the build it points at.
RUN npm run build && cp -rL dist/current /out

# 2. Production dependencies only (no TypeScript, Vite or test tools at run time).
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. Runtime image.
FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072
# The two MALLOC_ settings keep the image renderer's freed memory from staying in the process (decision 0044).
WORKDIR /app
# package.json says "type": "module", which the compiled server (ESM .js files) needs.
COPY --from=deps /app/package.json ./package.json
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /out ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `node` directly (not npm) so SIGTERM reaches the server, which then drains and closes the database.
# V8's young generation capped at 8 MB (its default grows to 16): the same flags as `npm start`
# (scripts/production-process-env.mjs says why).
CMD ["node", "--max-semi-space-size=8", "dist/server/main.js"]
