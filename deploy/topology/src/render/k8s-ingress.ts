import type { DeclaredService } from '../declarations';
import { MAX_BODY, NAMESPACE, PUBLIC_HOST, WEBSOCKET_TIMEOUT_SECONDS } from '../settings';
import { backendsOf, gatewayOf, type Topology } from '../topology';
import { generatedHeader, type YamlDocument, yamlDocuments } from './header';

const pathTo = (path: string, service: string) => ({
  path,
  pathType: 'Prefix',
  backend: { service: { name: service, port: { name: 'http' } } },
});

const routesOf = (services: readonly DeclaredService[]) =>
  services.flatMap(({ declaration }) => declaration.routes.map((route) => pathTo(route, declaration.name)));

function ingress(name: string, annotations: Record<string, string>, paths: unknown[]): YamlDocument['value'] {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: { name, namespace: NAMESPACE, annotations },
    spec: { ingressClassName: 'nginx', rules: [{ host: PUBLIC_HOST, http: { paths } }] },
  };
}

/** deploy/k8s/ingress.yaml: one origin; each service's prefixes to its Service, the rest to the gateway. */
export function k8sIngress(topology: Topology): string {
  const backends = backendsOf(topology);
  const websocket = backends.filter(({ declaration }) => declaration.websocket);
  const plain = backends.filter(({ declaration }) => !declaration.websocket);
  const header = generatedHeader('services/*/service.json', [
    'One public origin: every route prefix a service declares goes straight to its Service, and / (pages,',
    '/remotes.json, /releases, the configured remote builds) to the gateway. Prefix paths match whole',
    'segments, so /realtime does not catch /realtime-status. Two Ingresses for one host because nginx',
    "annotations apply to a whole Ingress: websocket routes get long timeouts, the others don't.",
  ]);
  return yamlDocuments(header, [
    {
      comment: `Uploads reach 100 MB (shared/storage/src/buckets.ts): the body limit is ${MAX_BODY}.`,
      value: ingress('cerca', { 'nginx.ingress.kubernetes.io/proxy-body-size': MAX_BODY }, [
        ...routesOf(plain),
        pathTo('/', gatewayOf(topology).declaration.name),
      ]),
    },
    ...(websocket.length === 0 ? [] : [websocketIngress(websocket)]),
  ]);
}

function websocketIngress(websocket: readonly DeclaredService[]): YamlDocument {
  return {
    comment:
      'socket.io connects with the websocket transport only (shared/session/src/realtime.ts), so no sticky\nsessions are needed; the socket.io Redis adapter reaches a room on any replica.',
    value: ingress(
      'cerca-websocket',
      {
        'nginx.ingress.kubernetes.io/proxy-read-timeout': String(WEBSOCKET_TIMEOUT_SECONDS),
        'nginx.ingress.kubernetes.io/proxy-send-timeout': String(WEBSOCKET_TIMEOUT_SECONDS),
      },
      routesOf(websocket),
    ),
  };
}
