/**
 * Every bound on a group's fields, in one table (validation.ts checks them). Free of imports so
 * that tests/client/validation-limits.test.ts can hold the client's copy against it.
 */
export const limits = {
  groupName: { min: 3, max: 100 },
  description: { min: 10, max: 2000 },
  location: { min: 2, max: 200 },
  maxMembers: { min: 1, max: 10_000 },
  imageURL: { max: 2048 },
  startYear: { min: 2000, max: 2100 },
} as const;
