import * as z from 'zod/mini';

// /admin → Partners and Solicitudes (issue 13): the city partners, adding and removing one, and
// the become-partner applications an admin reviews. Admins only (403 'No tienes permiso para
// acceder a esta página'). Imported by file (`@cerca/contracts/admin-partners`).

/** The city a partner runs or an application asks for. */
export const adminPartnerCitySchema = z.object({ id: z.string(), name: z.string(), state: z.string() });

export const adminPartnerSchema = z.object({
  id: z.string(),
  username: z.string(),
  full_name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  city: adminPartnerCitySchema,
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

/** GET /api/admin/partners — every city partner, by city name. */
export const adminPartnersResponseSchema = z.object({ partners: z.array(adminPartnerSchema) });

/**
 * POST /api/admin/partners — the add-partner modal. Blank fields answer 400 'Por favor completa
 * todos los campos', an unknown e-mail 404 'El usuario no existe. Debe registrarse primero.', a
 * partner already 409 'Este usuario ya es un partner de ciudad', a city with a partner 409.
 */
export const addPartnerBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
  city_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export type AddPartnerBody = z.output<typeof addPartnerBodySchema>;
/** What the route accepts before the check above, so blanks get the spec's message, not a generic 400. */
export const addPartnerRequestSchema = z.object({
  email: z.optional(z.string().check(z.maxLength(320))),
  city_id: z.optional(z.string().check(z.maxLength(100))),
});
export const addPartnerResponseSchema = z.object({ partner: adminPartnerSchema });

/** DELETE /api/admin/partners/:id — back to role user, managed city cleared. */
export const removePartnerResponseSchema = z.object({ id: z.string(), role: z.literal('user') });

/** :id of a partner or an application (any text: a malformed one reads as not found). */
export const adminIdParamsSchema = z.object({ id: z.string().check(z.maxLength(100)) });

export const REVIEWABLE_APPLICATION_STATUSES = ['pending', 'waitlisted'] as const;

export const adminApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(REVIEWABLE_APPLICATION_STATUSES),
  /** Null once the applicant's account is gone (the application is kept for follow-up). */
  applicant: z.nullable(
    z.object({
      id: z.string(),
      username: z.string(),
      full_name: z.nullable(z.string()),
      email: z.nullable(z.string()),
      avatar_url: z.nullable(z.string()),
    }),
  ),
  city: z.nullable(adminPartnerCitySchema),
  country_name: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

/** The newest applications listed at once; older ones wait for the first to be reviewed. */
export const ADMIN_APPLICATIONS_LIMIT = 100;

/** GET /api/admin/applications — pending and waitlisted applications, newest first. */
export const adminApplicationsResponseSchema = z.object({ applications: z.array(adminApplicationSchema) });

/**
 * POST /api/admin/applications/:id/approve (grants the role for that city; 409 when the city
 * already has a partner) and …/reject.
 */
export const reviewApplicationResponseSchema = z.object({
  id: z.string(),
  status: z.enum(['approved', 'rejected']),
});
