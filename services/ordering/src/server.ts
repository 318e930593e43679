import { startServices } from '@cerca/service-kit';
import { orderingService } from './plugin';

// Standalone entry: the ordering service alone on PORT (the gateway mounts it in-process instead).
await startServices({ services: [orderingService] });
