# Production image: the built client and server on Node 22 (LTS; CI runs the server suite on it);
# MongoDB and Firebase come from config.
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 MALLOC_MMAP_THRESHOLD_=1048576
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY schema.graphql ./
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/client/dist-ssr client/dist-ssr
USER node
EXPOSE 4000
# The first start loads every group into memory before /readyz says ready.
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=4", "server/dist/index.js"]
