import { startServices } from '@cerca/service-kit';
import { storageService } from './plugin';

// Standalone entry: the storage service alone on PORT (the gateway mounts it in-process instead).
await startServices({ services: [storageService] });
