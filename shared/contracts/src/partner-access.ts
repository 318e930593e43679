import * as z from 'zod/mini';
import { citySchema } from './catalogue';

/**
 * GET /api/partner/cities/:cityId/access — whether the caller may run this city's dashboard
 * (admins and the city's partner). Others get 403 'No tienes permiso para acceder a esta página',
 * visitors 401, an unknown city 404 'Ciudad no encontrada'.
 */
export const cityAccessResponseSchema = z.object({ canManage: z.literal(true), city: citySchema });

export type CityAccessResponse = z.infer<typeof cityAccessResponseSchema>;
