/**
 * The partner offer (spec 02 §1 and §9), in the order the page lists it. The figures live in the
 * texts (partner.json) so wording and amounts change together.
 */
export const OFFER_BENEFITS = ['manageCity', 'perBusiness', 'perPremiumUser', 'breakEven'] as const;
export const OFFER_COSTS = ['freeStart', 'initialCharge', 'decisionDays', 'monthlyFee'] as const;
