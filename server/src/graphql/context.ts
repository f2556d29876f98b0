import type { AccountService } from '@/account/service';
import type { Viewer } from '@/auth/viewer';
import type { GroupsService } from '@/groups/service';
import type { SessionsService } from '@/sessions/service';

/** Built once per request. The viewer comes from the verified token, never from arguments. */
export interface GraphQLContext {
  viewer: Viewer | null;
  groups: GroupsService;
  sessions: SessionsService;
  account: AccountService;
  requestId: string;
}
