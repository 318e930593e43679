import { startServices } from '@cerca/service-kit';
import { realtimeService } from './plugin';

// Standalone realtime node: socket.io at /realtime, probes at /realtime-status. Several nodes
// share rooms through the Redis adapter.
await startServices({ services: [realtimeService] });
