import { startServices } from '@cerca/service-kit';
import { partnerService } from './plugin';

// Standalone entry: the partner service alone on PORT (the gateway mounts it in-process instead).
await startServices({ services: [partnerService] });
