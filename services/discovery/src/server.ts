import { startServices } from '@cerca/service-kit';
import { discoveryService } from './plugin';

// Standalone entry: the discovery service alone on PORT (the gateway mounts it in-process instead).
await startServices({ services: [discoveryService] });
