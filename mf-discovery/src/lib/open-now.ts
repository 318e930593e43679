// "Abierto ahora" on the search cards and the business page (issue 25): the server says whether
// the business is open by its hours and whether its kitchen paused orders; a paused kitchen says
// so rather than "Cerrado", which would send people away from a place that is open.

/** The locale key of the open-now badge. */
export function openNowKey(state: { open_now?: boolean; orders_paused?: boolean }): string {
  if (state.orders_paused) return 'business.schedule.paused';
  return state.open_now ? 'business.schedule.openNow' : 'business.schedule.closed';
}
