import * as z from 'zod/mini';

// "Permitir que los clientes me llamen" (issue 25): whether the customer of an order the driver
// carries sees the driver's phone ('Llamar') while it is on the way. Off by default.
// GET/PUT /api/driver/me/call-permission.
export const callPermissionSchema = z.strictObject({ allow_customer_calls: z.boolean() });
export type CallPermission = z.infer<typeof callPermissionSchema>;
