// `@cerca/plans`: which plan applies to a business or a person, read the same way by every service
// that limits or unlocks something by plan (discovery, ordering). Value lists live in
// @cerca/contracts/subscriptions.
export { businessUnlimitedSql, trialDaysLeft } from './business-plan';
export { subscriptionApplies, subscriptionAppliesSql } from './subscription-applies';
