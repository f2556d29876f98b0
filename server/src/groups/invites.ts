import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { displayNameOf, requireViewer } from '@/auth/guards';
import type { Viewer } from '@/auth/viewer';
import { inviteBounds } from '@/bounds';
import { isDuplicateKey } from '@/db/errors';
import { modelOn } from '@/db/models';
import { MembershipError } from '@/errors';
import { inviteLinkSchema, inviteTokenSchema } from '@/groups/joinValidation';
import type { MembershipService } from '@/groups/membership';
import type { GroupRecord } from '@/groups/model';
import type { Permissions } from '@/groups/permissions';
import { groupNotFound, type GroupStore } from '@/groups/store';
import type { TeamService } from '@/groups/teamService';
import { parseFields } from '@/schemas';

/**
 * A group's invite-link key, stored by the group's id (`_id`: every read is the lookup FerretDB
 * does not scan). Revoking replaces the secret in one write, so every link signed before stops
 * working at once, in every app process (nothing is cached).
 */
interface InviteKeyRecord {
  _id: string;
  secret: string;
  rotatedAt: Date;
}

const inviteKeySchema = new Schema<InviteKeyRecord>(
  {
    _id: { type: String, required: true },
    secret: { type: String, required: true },
    rotatedAt: { type: Date, required: true },
  },
  { collection: 'groupInviteKeys', strictQuery: 'throw', versionKey: false },
);

export function inviteKeyModel(connection: Connection): Model<InviteKeyRecord> {
  return modelOn(connection, 'GroupInviteKey', inviteKeySchema);
}

/** A link an organizer hands out: its token (the secret part), its path in the app, its expiry. */
export interface InviteLink {
  token: string;
  path: string;
  expiresAt: Date;
}

export type InviteStatus = 'VALID' | 'EXPIRED' | 'INVALID';

/** What a token is worth in a group: VALID (with its expiry), EXPIRED (with when), or INVALID. */
export interface InviteCheck {
  status: InviteStatus;
  expiresAt: Date | null;
}

const newSecret = () => randomBytes(32).toString('base64url');
const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export const invitePath = (groupId: string, token: string) => `/groups/${groupId}/invite/${encodeURIComponent(token)}`;

const invalid = () =>
  new MembershipError('INVITE_INVALID', 'This invite link is not valid: the organizers may have revoked it.');
const expired = (at: Date) =>
  new MembershipError('INVITE_EXPIRED', `This invite link expired on ${at.toISOString().slice(0, 10)}.`);

/**
 * Invite links: the way into an INVITE_ONLY group (and a pre-approval in any other). A token is
 * `<payload>.<HMAC-SHA256 of it>` keyed by the group's own secret, the payload naming the group
 * and the expiry, so a token of another group, a changed expiry or a made-up token fails the
 * signature, and revoking (a new secret) voids every link at once. Following a valid link joins
 * through the membership service like any join (places, the queue and bans are its rules); the
 * policy alone is waived.
 */
export class InviteService {
  constructor(
    private readonly store: GroupStore,
    private readonly keys: Model<InviteKeyRecord>,
    private readonly membership: MembershipService,
    private readonly permissions: Permissions,
    private readonly team: TeamService,
  ) {}

  /** A new link (organizers). Links are not stored: each is checked by its signature alone. */
  async create(viewer: Viewer | null, id: string, input: unknown): Promise<{ group: GroupRecord; link: InviteLink }> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    this.permissions.assert(me, group, 'INVITE_MEMBERS', 'Only the group’s organizers can make invite links.');
    const { expiresInHours } = parseFields(inviteLinkSchema, input ?? {});
    const groupId = group._id.toString();
    const expiresAt = new Date(Math.ceil((Date.now() + expiresInHours * 3_600_000) / 1000) * 1000);
    const link = await this.sign(groupId, expiresAt);
    await this.team.record(me, group, 'INVITE_LINK_CREATED', null, link.expiresAt.toISOString());
    return { group, link };
  }

  /** Voids every link of the group made so far (organizers); links made afterwards work. */
  async revoke(viewer: Viewer | null, id: string): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    this.permissions.assert(me, group, 'INVITE_MEMBERS', 'Only the group’s organizers can revoke invite links.');
    const groupId = group._id.toString();
    await this.keys.updateOne(
      { _id: groupId },
      { $set: { secret: newSecret(), rotatedAt: new Date() } },
      { upsert: true },
    );
    await this.team.record(me, group, 'INVITE_LINKS_REVOKED');
    return group;
  }

  /** What a token is worth in the group; anyone may ask (the answer reveals nothing else). */
  async check(group: GroupRecord, token: string): Promise<InviteCheck> {
    const groupId = group._id.toString();
    const expiresAt = await this.verify(groupId, token);
    if (!expiresAt) return { status: 'INVALID', expiresAt: null };
    return { status: expiresAt.getTime() <= Date.now() ? 'EXPIRED' : 'VALID', expiresAt };
  }

  /**
   * Joins the group by a valid link, or queues for it when it is full (as `joinWaitlist` does):
   * INVITE_INVALID or INVITE_EXPIRED otherwise, and every refusal of a join (BANNED, GROUP_NOT_ACTIVE…)
   * still applies. Following a link twice, or as a member, changes nothing.
   */
  async accept(viewer: Viewer | null, id: string, input: unknown): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    if (group.suspension) throw groupNotFound();
    const { token } = parseFields(inviteTokenSchema, input);
    const { status, expiresAt } = await this.check(group, token);
    if (status === 'INVALID' || !expiresAt) throw invalid();
    if (status === 'EXPIRED') throw expired(expiresAt);
    const groupId = group._id.toString();
    const before = this.membership.isMember(me, group) || (await this.membership.waitlistPosition(me, group)) !== null;
    const joined = await this.membership.joinWaitlist(me, groupId, { invited: true });
    if (!before) await this.team.record(me, joined, 'JOINED_BY_INVITE', { uid: me.uid, name: displayNameOf(me) });
    return joined;
  }

  /** Signs a link expiring at `expiresAt` (whole seconds); the group's key is made on first use. */
  async sign(groupId: string, expiresAt: Date): Promise<InviteLink> {
    const body = Buffer.from(JSON.stringify({ g: groupId, e: Math.floor(expiresAt.getTime() / 1000) })).toString(
      'base64url',
    );
    const token = `${body}.${mac(await this.secretOf(groupId), body)}`;
    return { token, path: invitePath(groupId, token), expiresAt };
  }

  /** A deleted group's key goes with it. */
  async removeGroup(groupId: string): Promise<void> {
    await this.keys.deleteOne({ _id: groupId });
  }

  /** The expiry a token of this group carries when its signature holds under the current key, else null. */
  private async verify(groupId: string, token: string): Promise<Date | null> {
    const [body, given, extra] = token.split('.');
    if (!body || !given || extra !== undefined || token.length > inviteBounds.token.max) return null;
    const stored = await this.keys.findById(groupId).lean<InviteKeyRecord>();
    if (!stored) return null;
    const [a, b] = [Buffer.from(given), Buffer.from(mac(stored.secret, body))];
    if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
    try {
      const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      const { g, e } = (payload ?? {}) as { g?: unknown; e?: unknown };
      return g === groupId && typeof e === 'number' && Number.isFinite(e) ? new Date(e * 1000) : null;
    } catch {
      return null;
    }
  }

  private async secretOf(groupId: string): Promise<string> {
    const stored = await this.keys.findById(groupId).lean<InviteKeyRecord>();
    if (stored) return stored.secret;
    try {
      await this.keys.create({ _id: groupId, secret: newSecret(), rotatedAt: new Date() });
    } catch (error) {
      // Made meanwhile (another organizer, another process): the first one stays.
      if (!isDuplicateKey(error)) throw error;
    }
    return this.secretOf(groupId);
  }
}
