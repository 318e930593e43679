/** What 'Crear' will publish (spec 01 §2 "Create modal"), in the order the dialog lists them. */
export const CONTENT_TYPES = ['story', 'post', 'promotion', 'event'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** A person without a business publishes only these (promotions and events stay with owners). */
export const TYPED_NAME_CONTENT_TYPES = ['story', 'post'] as const satisfies readonly ContentType[];
