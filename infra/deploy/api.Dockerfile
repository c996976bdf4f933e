# syntax=docker/dockerfile:1
# The API image: the Fastify app (command-api) and the built web app it serves; stateless, run as
# many as needed. Build from the repository root:
#   docker build -f infra/deploy/api.Dockerfile -t mt5-shop-api .

# 1. Everything needed to compile: all dependencies, the sources, tsc and vite.
FROM node:26-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY infra/package.json infra/
COPY projections/package.json projections/
COPY command-api/package.json command-api/
COPY chain-watcher/package.json chain-watcher/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY domain domain
COPY infra infra
COPY projections projections
COPY command-api command-api
COPY chain-watcher chain-watcher
COPY web web
RUN npx tsc -b && npm run build -w web

# 2. Only the production dependencies of this service and the workspaces it imports.
FROM node:26-trixie-slim AS deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/domain/package.json domain/
COPY --from=build /app/infra/package.json infra/
COPY --from=build /app/projections/package.json projections/
COPY --from=build /app/command-api/package.json command-api/
COPY --from=build /app/chain-watcher/package.json chain-watcher/
COPY --from=build /app/web/package.json web/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @shop/command-api

# 3. The runtime: compiled code only, run as the unprivileged `node` user.
FROM node:26-trixie-slim
# Metrics on a port of their own, reachable on the private network only: nothing publishes 9464.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 METRICS_PORT=9464 METRICS_HOST=0.0.0.0
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/domain/package.json domain/
COPY --from=build /app/domain/dist domain/dist
COPY --from=build /app/infra/package.json infra/
COPY --from=build /app/infra/dist infra/dist
COPY --from=build /app/projections/package.json projections/
COPY --from=build /app/projections/dist projections/dist
COPY --from=build /app/command-api/package.json command-api/
COPY --from=build /app/command-api/dist command-api/dist
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 3000 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "command-api/dist/main.js"]
