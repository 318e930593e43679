/** Where prospective and current partners write to (become-partner page, partner sign-in errors). */
export const PARTNERS_EMAIL = 'partners@cerca.mx';
