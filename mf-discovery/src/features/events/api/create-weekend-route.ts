import { createWeekendRouteResponseSchema, type WeekendRoute } from '@cerca/contracts/city-life/events';
import { type UploadOptions, uploadForm } from '@cerca/session/upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RouteFormOutput, toRouteFormData } from '../lib/route-wizard';
import { weekendRoutesKeys } from './get-weekend-routes';

/** POST /api/discovery/weekend-routes (multipart, with upload progress) — the wizard's Publicar. */
export async function createWeekendRoute(
  { fields, image }: RouteFormOutput,
  options: UploadOptions = {},
): Promise<WeekendRoute> {
  const response = await uploadForm(
    '/api/discovery/weekend-routes',
    toRouteFormData(fields, image),
    createWeekendRouteResponseSchema,
    options,
  );
  return response.route;
}

export interface CreateRouteVariables {
  output: RouteFormOutput;
  options?: UploadOptions;
}

/** Creates the route, then refreshes the city's routes carousel (the new route shows in it). */
export function useCreateWeekendRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ output, options }: CreateRouteVariables) => createWeekendRoute(output, options),
    onSuccess: (route) => queryClient.invalidateQueries({ queryKey: weekendRoutesKeys.of(route.city_id) }),
  });
}
