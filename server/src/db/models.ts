import type { Connection, Model, Schema } from 'mongoose';

/**
 * The model `name` on `connection`, compiled from `schema` the first time: every service built
 * on one connection (tests build several) shares it, as Mongoose refuses to compile a name twice.
 */
export function modelOn<T>(connection: Connection, name: string, schema: Schema<T>): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema);
}
