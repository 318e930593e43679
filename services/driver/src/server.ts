import { startServices } from '@cerca/service-kit';
import { driverService } from './plugin';

// Standalone entry: the driver service alone on PORT (the gateway mounts it in-process instead).
await startServices({ services: [driverService] });
