import type { Connection } from 'mongoose';
import { answerModel } from '@/sessions/answerModel';
import { placeModels } from '@/sessions/places';

/**
 * Who stands where for one session, read from the records that enforce its capacity (places
 * held, the queue, the answers): whom an announcement to "going", "waiting" or "not answered"
 * reaches, at the moment it is sent.
 */
export interface SessionAudience {
  holding(sessionId: string): Promise<string[]>;
  waiting(sessionId: string): Promise<string[]>;
  /** Everyone who answered, Going or Not going. */
  answered(sessionId: string): Promise<string[]>;
}

export function sessionAudience(connection: Connection): SessionAudience {
  const { holders, waiting } = placeModels(connection, 'session');
  const answers = answerModel(connection);
  const uidsOf = (records: { uid: string }[]) => records.map((record) => record.uid);
  return {
    holding: async (sessionId) => uidsOf(await holders.find({ key: sessionId }, { uid: 1 }).lean<{ uid: string }[]>()),
    waiting: async (sessionId) => uidsOf(await waiting.find({ key: sessionId }, { uid: 1 }).lean<{ uid: string }[]>()),
    answered: async (sessionId) => uidsOf(await answers.find({ sessionId }, { uid: 1 }).lean<{ uid: string }[]>()),
  };
}
