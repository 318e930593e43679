import { z } from 'zod';

// Any text is accepted so a malformed id in the page URL reads as 'Ciudad no encontrada', not a form error.
export const cityParamsSchema = z.object({ cityId: z.string().min(1).max(100) });
