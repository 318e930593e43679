import { createDb } from '@cerca/db';
import { loadConfig, startServices } from '@cerca/service-kit';
import { createAuthKeyStore } from './lib/key-store';
import { authService } from './plugin';

// Standalone: the service verifies its own tokens from its key store instead of fetching its
// own JWKS over HTTP, so it opens the pool itself to share it with the store.
const config = loadConfig();
const db = createDb(config.databaseUrl, config.database);
const keys = createAuthKeyStore(db);
await startServices({
  config,
  db,
  verifyToken: keys.verifyToken,
  services: [authService],
  provide: { authKeys: keys },
  async beforeServices(app) {
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
});
