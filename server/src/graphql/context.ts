import type { AccountService } from '@/account/service';
import type { Viewer } from '@/auth/viewer';
import type { CalendarService } from '@/calendar/service';
import type { GroupsService } from '@/groups/service';

/** Built once per request. The viewer comes from the verified token, never from arguments. */
export interface GraphQLContext {
  viewer: Viewer | null;
  groups: GroupsService;
  account: AccountService;
  calendar: CalendarService;
  requestId: string;
}
