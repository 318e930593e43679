/** The footer's links; no name repeats a bottom tab's, so every link's name is unique on the page. */
export const FOOTER_LINKS = [
  { href: '/businesses', key: 'businesses' },
  { href: '/world', key: 'world' },
  { href: '/become-partner', key: 'partner' },
  { href: '/partner-login', key: 'partnerLogin' },
] as const;
