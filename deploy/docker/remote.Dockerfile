# One image per remote (or the shell): docker build -f deploy/docker/remote.Dockerfile --build-arg APP=mf-driver .
FROM node:22-bookworm-slim AS build
ARG APP
WORKDIR /repo
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NODE_ENV=production
RUN npm install -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter "./${APP}" run build

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
# remoteEntry.js and mf-manifest.json must be revalidated; hashed chunks are immutable.
RUN printf 'server {\n listen 8080;\n root /usr/share/nginx/html;\n add_header Access-Control-Allow-Origin *;\n location ~ (remoteEntry\\.js|mf-manifest\\.json|index\\.html)$ { add_header Cache-Control no-cache; add_header Access-Control-Allow-Origin *; }\n location / { add_header Cache-Control "public, max-age=31536000, immutable"; add_header Access-Control-Allow-Origin *; try_files $uri /index.html; }\n}\n' > /etc/nginx/conf.d/default.conf
EXPOSE 8080
