import { startServices } from '@cerca/service-kit';
import { jobsService } from './plugin';

// Standalone jobs process: the workers plus /api/jobs/health, /ready and /queues. SIGTERM and
// SIGINT close the app, which lets running jobs finish before the process exits.
await startServices({ services: [jobsService], provide: { jobsRun: { runWorkers: true } } });
