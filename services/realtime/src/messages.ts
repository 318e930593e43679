/** Spanish texts the realtime server sends (connection errors, refused joins). */
export const REALTIME_MESSAGES = {
  unauthorized: 'No autorizado',
  forbiddenRoom: 'No tienes permiso para unirte a esta sala.',
  invalidRoom: 'La sala solicitada no existe.',
} as const;
