import { type BusinessFormValue, newBusinessFormSchema } from '@cerca/contracts/business-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';

// The add page's form: react-hook-form + zodResolver over the schema POST
// /api/discovery/businesses validates with (@cerca/contracts/business-form), with the photos it
// takes at creation. The page adds nothing of its own.

const addBusinessSchema = z.object({ business: newBusinessFormSchema('creation') });

/** What the inputs hold: the business form's value. */
export interface AddBusinessValues {
  business: BusinessFormValue;
}

/** What a valid submit hands over: the fields exactly as the endpoint takes them, and the files. */
export type AddBusinessOutput = z.output<typeof addBusinessSchema>;

export function addBusinessResolver(): Resolver<AddBusinessValues, unknown, AddBusinessOutput> {
  // The inputs hold text; the schema's input type is what it parses from (unknown for blanks).
  return zodResolver(addBusinessSchema) as unknown as Resolver<AddBusinessValues, unknown, AddBusinessOutput>;
}
