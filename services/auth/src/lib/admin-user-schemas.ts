import { z } from 'zod';
import { metadataSchema } from './gotrue-schemas';

export const adminUserParams = z.object({ id: z.string() });

export const adminUserBody = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadataSchema.optional(),
  app_metadata: metadataSchema.optional(),
  ban_duration: z.string().optional(),
});

export type AdminUserBody = z.infer<typeof adminUserBody>;
