/**
 * The origins browsers upload from: PUBLIC_URL's, and outside production also the same port on the
 * other loopback name (a developer opens http://127.0.0.1:8080 as often as http://localhost:8080).
 */
export function corsOriginsOf(publicUrl: string, env: 'development' | 'test' | 'production'): string[] {
  const origin = new URL(publicUrl);
  const origins = [origin.origin];
  if (env !== 'production') {
    const other = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[origin.hostname];
    if (other) origins.push(`${origin.protocol}//${other}${origin.port ? `:${origin.port}` : ''}`);
  }
  return origins;
}
