# Rapport server image: the API, the web app it serves, and the tools e-sign needs.
# Build:  docker build -t rapport .
# Run:    see compose.yaml (N instances on PostgreSQL, Redis, S3 and SMTP) and the README.

# ---- build: install everything, compile better-sqlite3, build the web app and the server ----
FROM node:20-bookworm-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
# `npm ci` trips over other platforms' optional binaries missing from some registries
# (TOOLCHAIN.md); install from the lock file instead.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

# ---- runtime: node, LibreOffice and poppler for e-sign, a non-root user ----
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends libreoffice-writer-nogui libreoffice-calc-nogui poppler-utils fonts-dejavu-core ca-certificates tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787 DATA_DIR=/data \
    SOFFICE_PATH=/usr/bin/soffice PDFTOPPM_PATH=/usr/bin/pdftoppm PDFINFO_PATH=/usr/bin/pdfinfo
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8787
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server/main.js"]
