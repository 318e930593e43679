/** Query keys several features touch (features never import each other). */
export const ME_QUERY_KEY = ['ordering', 'me'] as const;
