/** What 'Crear' will publish (spec 01 §2 "Create modal"), in the order the dialog lists them. */
export const CONTENT_TYPES = ['story', 'post', 'promotion', 'event'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
