import { GraphQLError, GraphQLScalarType, type ValueNode } from 'graphql';
import { DateResolver, DateTimeResolver, EmailAddressResolver, URLResolver } from 'graphql-scalars';
import { isWithinDateBounds, yearRangeText } from '@/dates';
import type { Resolvers } from '@/generated/graphql';

/**
 * graphql-scalars' strict RFC 3339 reading (no 30 February, no bare numbers), held to the years
 * every date of the API lies in (dates.ts), so an argument cannot ask for work in the year 9999.
 */
function withinDateBounds(scalar: GraphQLScalarType): GraphQLScalarType {
  const checked = (value: unknown): unknown => {
    if (value instanceof Date && !isWithinDateBounds(value)) {
      throw new GraphQLError(`${scalar.name} must lie in the years ${yearRangeText}.`);
    }
    return value;
  };
  return new GraphQLScalarType({
    ...scalar.toConfig(),
    parseValue: (value) => checked(scalar.parseValue(value)),
    parseLiteral: (ast: ValueNode, variables) => checked(scalar.parseLiteral(ast, variables)),
  });
}

export const scalarResolvers: Resolvers = {
  Date: withinDateBounds(DateResolver),
  DateTime: withinDateBounds(DateTimeResolver),
  EmailAddress: EmailAddressResolver,
  URL: URLResolver,
};
