import type { ReportReason } from '@/gql/graphql';

/** The reasons a person can give, in the order the report form offers them. */
export const reportReasons: { value: ReportReason; label: string }[] = [
  { value: 'SPAM', label: 'Spam' },
  { value: 'HARASSMENT', label: 'Harassment' },
  { value: 'INAPPROPRIATE', label: 'Inappropriate' },
  { value: 'MISLEADING', label: 'Misleading' },
  { value: 'OTHER', label: 'Other' },
];

export const reasonLabel = (reason: ReportReason): string =>
  reportReasons.find((entry) => entry.value === reason)?.label ?? reason;

/** The same bound as the server's (bounds.ts moderationBounds.note). */
export const noteMax = 1000;
