// Bench only: access tokens for many seeded accounts at once, signed by the auth service's own key
// store with the claims sign-in gives (2,000 password sign-ins would spend minutes hashing).
// (biome.json lets this one bench file import the auth service, as the gateway does, for its key store.)
// Usage: tsx mint-tokens.ts <ids.json> <out.json>   (DATABASE_URL, PUBLIC_URL as the gateway's)
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createAuthKeyStore } from '@cerca/auth-service';
import { createDb } from '@cerca/db';
import { accessTokenIssuer, loadConfig } from '@cerca/service-kit';

const [idsFile, outFile] = process.argv.slice(2);
if (!idsFile || !outFile) throw new Error('usage: mint-tokens.ts <ids.json> <out.json>');
const users = JSON.parse(readFileSync(idsFile, 'utf8')) as { id: string; email: string }[];
const config = loadConfig();
const db = createDb(config.databaseUrl, { max: 2 });
const keys = createAuthKeyStore(db);
await keys.ready();
const expiresAt = Math.floor(Date.now() / 1000) + 3600;
const tokens: Record<string, string> = {};
for (const user of users) {
  tokens[user.id] = await keys.sign(
    {
      iss: accessTokenIssuer(config.publicUrl),
      aud: 'authenticated',
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], role: 'user', managed_city_id: null },
      session_id: randomUUID(),
    },
    expiresAt,
  );
}
writeFileSync(outFile, JSON.stringify(tokens));
await db.destroy();
