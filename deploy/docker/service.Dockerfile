# One image per service: docker build -f deploy/docker/service.Dockerfile --build-arg SERVICE=discovery .
FROM node:22-bookworm-slim AS build
ARG SERVICE
WORKDIR /repo
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm install -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm --filter "@cerca/${SERVICE}-service" --prod deploy /out \
 || pnpm --filter "@cerca/${SERVICE}" --prod deploy /out

FROM node:22-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE} HOST=0.0.0.0
WORKDIR /app
COPY --from=build /out .
USER node
EXPOSE 8080
CMD ["npx", "tsx", "src/server.ts"]
