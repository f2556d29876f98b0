import type DataLoader from 'dataloader';
import { Schema, type Connection, type Model } from 'mongoose';
import { existsLoader } from '@/sessions/places';

/** A person's last answer for a session: Going stays asked for while they wait for a place. */
export interface AnswerRecord {
  _id: string;
  sessionId: string;
  uid: string;
  going: boolean;
  answeredAt: Date;
}

export function answerModel(connection: Connection): Model<AnswerRecord> {
  const schema = new Schema<AnswerRecord>(
    {
      _id: { type: String, required: true },
      sessionId: { type: String, required: true },
      uid: { type: String, required: true },
      going: { type: Boolean, required: true },
      answeredAt: { type: Date, required: true },
    },
    { collection: 'sessionAnswers', strictQuery: 'throw', versionKey: false },
  );
  schema.index({ uid: 1 });
  return (
    (connection.models.SessionAnswer as Model<AnswerRecord> | undefined) ??
    connection.model<AnswerRecord>('SessionAnswer', schema)
  );
}

/**
 * Whether each `<sessionId>#<uid>` answered Not going, for every session asked about in one turn
 * at once: a page of 100 sessions asked 100 queries in one turn, and building and sending them
 * held the loop over 100 ms on a slow machine. Nothing is cached.
 */
export function notGoingLoader(answers: Model<AnswerRecord>): DataLoader<string, boolean> {
  return existsLoader(answers, { going: false });
}
