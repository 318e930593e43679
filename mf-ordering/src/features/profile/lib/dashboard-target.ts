/**
 * /dashboard is the signed-in landing other pages send people to (after a checkout, a denied
 * page…): it forwards to the page that shows it. `?success=true` → /subscription/success,
 * `?canceled=true` → /subscription/canceled (the checkout's return URLs, spec 02 §7), anything
 * else → /profile keeping `tab`. Other parameters go along.
 */
export function dashboardTarget(search: string): string {
  const params = new URLSearchParams(search);
  const forward = (path: string, drop: string) => {
    params.delete(drop);
    const rest = params.toString();
    return rest ? `${path}?${rest}` : path;
  };
  if (params.get('success') === 'true') return forward('/subscription/success', 'success');
  if (params.get('canceled') === 'true') return forward('/subscription/canceled', 'canceled');
  const tab = params.get('tab');
  return tab ? `/profile?${new URLSearchParams({ tab })}` : '/profile';
}
