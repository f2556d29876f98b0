import { DateResolver, DateTimeResolver, EmailAddressResolver, URLResolver } from 'graphql-scalars';
import type { Resolvers } from '@/generated/graphql';

export const scalarResolvers: Resolvers = {
  Date: DateResolver,
  DateTime: DateTimeResolver,
  EmailAddress: EmailAddressResolver,
  URL: URLResolver,
};
