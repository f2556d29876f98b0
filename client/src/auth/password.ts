/**
 * The signup password rules: at least 6 characters, a lowercase and an uppercase letter, checked in
 * this order; only the first that fails is reported.
 */
const rules: { test(password: string): boolean; message: string }[] = [
  { test: (p) => p.length >= 6, message: 'Password must be at least 6 characters' },
  { test: (p) => /[a-z]/.test(p), message: 'Password should contain at least one lowercase letter.' },
  { test: (p) => /[A-Z]/.test(p), message: 'Password should contain at least one uppercase letter.' },
];

/** The message of the first rule the password breaks, or null when it passes them all. */
export function passwordProblem(password: string): string | null {
  return rules.find((rule) => !rule.test(password))?.message ?? null;
}
