import { startServices } from '@cerca/service-kit';
import { adminService } from './plugin';

// Standalone entry: the admin service alone on PORT (the gateway mounts it in-process instead).
await startServices({ services: [adminService] });
