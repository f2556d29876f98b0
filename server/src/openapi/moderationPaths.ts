import { rateLimitHeaders, readHeaders, ref, type JsonObject } from '@/openapi/components';
import { operation, pathId, query } from '@/openapi/operation';

/** Reports, the report queues and the admins' suspensions (openapi/document.ts holds the rest). */

const limit = query('limit', 'How many, 1 to 100.', { type: 'integer', minimum: 1, maximum: 100, default: 20 });
const status = query('status', 'OPEN (default) or RESOLVED.', { type: 'string', enum: ['OPEN', 'RESOLVED'] });

const read = (
  id: string,
  summary: string,
  schema: string,
  parameters: JsonObject[],
  errors: (400 | 401 | 403 | 404)[],
) =>
  operation({
    tag: 'Moderation',
    id,
    summary,
    parameters,
    ok: { description: 'The list.', headers: readHeaders, schema: ref(schema) },
    errors,
  });

const write = (id: string, summary: string, schema: string, body?: string) =>
  operation({
    tag: 'Moderation',
    id,
    summary,
    ...(body && { body: { schema: body } }),
    ok: { description: 'After the change.', headers: rateLimitHeaders, schema: ref(schema) },
    errors: [400, 401, 403, 404, 409],
  });

export const moderationPaths: Record<string, JsonObject> = {
  '/reports': {
    get: read(
      'listMyReports',
      'What the caller reported, newest first, with each status',
      'ReportList',
      [limit],
      [400, 401],
    ),
    post: write(
      'reportContent',
      'Report a group, a post or a member; reporting the same thing again answers the first report',
      'Report',
      'ReportInput',
    ),
  },
  '/groups/{id}/reports': {
    parameters: [pathId('id', 'The group’s id.')],
    get: read(
      'listGroupReports',
      'Reports of content inside the group, newest first (its organizers)',
      'ReportList',
      [status, limit],
      [400, 401, 403, 404],
    ),
  },
  '/moderation/reports': {
    get: read(
      'listReportQueue',
      'The site’s report queue, newest first (admins only)',
      'ReportList',
      [
        status,
        query('audience', 'ORGANIZERS or ADMINS; missing: all.', { type: 'string', enum: ['ORGANIZERS', 'ADMINS'] }),
        limit,
      ],
      [400, 401, 403],
    ),
  },
  '/moderation/reports/{id}/resolution': {
    parameters: [pathId('id', 'The report’s id.')],
    put: write(
      'resolveReport',
      'Resolve a report, optionally hiding the post (organizers for their group’s content; admins for all)',
      'Report',
      'ReportResolution',
    ),
  },
  '/moderation/groups/{id}/suspension': {
    parameters: [pathId('id', 'The group’s id.')],
    put: write('suspendGroup', 'Suspend a group (admins only)', 'GroupSuspension', 'SuspensionReason'),
    delete: write('liftGroupSuspension', 'Lift a group’s suspension (admins only)', 'GroupSuspension'),
  },
  '/moderation/accounts': {
    get: read(
      'listSuspendedAccounts',
      'Suspended accounts, newest first (admins only)',
      'AccountSuspensionList',
      [],
      [401, 403],
    ),
  },
  '/moderation/accounts/{uid}/suspension': {
    parameters: [pathId('uid', 'The account’s id.')],
    put: write(
      'suspendAccount',
      'Suspend an account: disabled, its sign-ins ended, the groups it owns suspended (admins only)',
      'AccountSuspension',
      'SuspensionReason',
    ),
    delete: write(
      'liftAccountSuspension',
      'Lift an account’s suspension; its groups suspended with it return (admins only)',
      'AccountSuspension',
    ),
  },
};
