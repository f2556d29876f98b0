import { z } from 'zod';
import type { GroupRecord } from '@/groups/model';
import {
  reportAudiences,
  reportReasons,
  reportStatuses,
  reportSubjects,
  type AccountSuspensionRecord,
  type ReportRecord,
} from '@/moderation/reportModel';

/** The REST answers of moderation, as the OpenAPI document describes them. */

const dateTime = z.string().meta({ format: 'date-time' });

export const reportAnswer = z
  .strictObject({
    id: z.string(),
    subject: z.enum(reportSubjects),
    targetId: z.string(),
    threadId: z
      .string()
      .nullable()
      .meta({ description: 'A reported thread’s own id, or the thread a reported reply is in; null for the rest.' }),
    groupId: z.string(),
    groupName: z.string(),
    summary: z.string().meta({ description: 'A title, a post’s first words, a member’s name.' }),
    reason: z.enum(reportReasons),
    note: z.string().nullable(),
    audience: z.enum(reportAudiences),
    status: z.enum(reportStatuses),
    createdAt: dateTime,
    resolvedAt: dateTime.nullable(),
    resolverName: z.string().nullable(),
    resolution: z.string().nullable(),
    hidden: z.boolean(),
    reporterName: z.string().nullable().meta({ description: 'The site’s admins and the reporter only.' }),
  })
  .meta({ description: 'One person’s report of one thing, and where it stands.' });

export const reportListAnswer = z
  .strictObject({ reports: z.array(reportAnswer) })
  .meta({ description: 'Reports, newest first.' });

const suspensionAnswer = z.strictObject({
  reason: z.string(),
  at: dateTime,
  cause: z.enum(['GROUP', 'ACCOUNT']),
});

export const groupSuspensionAnswer = z
  .strictObject({ groupId: z.string(), suspension: suspensionAnswer.nullable() })
  .meta({ description: 'A group’s suspension after the change (null: lifted).' });

export const accountSuspensionAnswer = z
  .strictObject({ uid: z.string(), displayName: z.string(), reason: z.string(), at: dateTime })
  .meta({ description: 'An account’s suspension.' });

export const accountSuspensionListAnswer = z
  .strictObject({ accounts: z.array(accountSuspensionAnswer) })
  .meta({ description: 'Suspended accounts, newest first.' });

export function restReport(report: ReportRecord, showReporter: boolean): z.output<typeof reportAnswer> {
  return {
    id: report._id,
    subject: report.subject,
    targetId: report.targetId,
    threadId: report.threadId ?? null,
    groupId: report.groupId,
    groupName: report.groupName,
    summary: report.summary,
    reason: report.reason,
    note: report.note,
    audience: report.audience,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    resolverName: report.resolverName,
    resolution: report.resolution,
    hidden: report.hidden,
    reporterName: showReporter ? report.reporterName : null,
  };
}

export function restGroupSuspension(group: GroupRecord): z.output<typeof groupSuspensionAnswer> {
  const { suspension } = group;
  return {
    groupId: group._id.toString(),
    suspension: suspension ? { ...suspension, at: suspension.at.toISOString() } : null,
  };
}

export function restAccountSuspension(record: AccountSuspensionRecord): z.output<typeof accountSuspensionAnswer> {
  return { uid: record._id, displayName: record.displayName, reason: record.reason, at: record.at.toISOString() };
}
