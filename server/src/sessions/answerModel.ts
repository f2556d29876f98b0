import { Schema, type Connection, type Model } from 'mongoose';

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
