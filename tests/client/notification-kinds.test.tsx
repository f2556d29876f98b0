import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { buildSchema, isEnumType } from 'graphql';
import type { NotificationKind } from '@/gql/graphql';
import { notificationSentence } from '@/notifications/NotificationItem';
import { formatInstant } from '@/ui/format';

/** Every value the schema gives NotificationKind, read from schema.graphql (the contract), not from a copy. */
function schemaKinds(): NotificationKind[] {
  const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../schema.graphql'), 'utf8'));
  const kind = schema.getType('NotificationKind');
  if (!isEnumType(kind)) throw new Error('schema.graphql has no enum NotificationKind');
  return kind.getValues().map((value) => value.name as NotificationKind);
}

const facts = { sessionStartsAt: '2030-03-05T18:00:00.000Z', sessionLocation: 'Room 4, Town Library' };
const sentenceOf = (kind: NotificationKind, more: Partial<typeof facts> = facts) =>
  render(<p>{notificationSentence({ kind, ...more }, <strong>Harbour Sketchers</strong>)}</p>).container.textContent ??
  '';

describe('a sentence for every notification kind', () => {
  const kinds = schemaKinds();

  it('covers the kinds the schema has (session kinds included)', () => {
    expect(kinds).toEqual(expect.arrayContaining(['PROMOTED', 'SESSION_CANCELLED', 'SESSION_MOVED']));
  });

  it.each(kinds)('%s reads as a sentence naming the group, and no two kinds read alike', (kind) => {
    const text = sentenceOf(kind);
    expect(text).toMatch(/Harbour Sketchers/);
    expect(text).toMatch(/\.$/);
    expect(text).not.toMatch(/There is news about/);
    const others = kinds.filter((other) => other !== kind).map((other) => sentenceOf(other));
    expect(others).not.toContain(text);
  });

  it('says when a cancelled session was, and where a moved one is now', () => {
    expect(sentenceOf('SESSION_CANCELLED')).toBe(
      `The ${formatInstant(facts.sessionStartsAt)} session of Harbour Sketchers was cancelled.`,
    );
    expect(sentenceOf('SESSION_MOVED')).toBe(
      `A session of Harbour Sketchers you said Going to has moved: it now starts ${formatInstant(facts.sessionStartsAt)} at Room 4, Town Library.`,
    );
    expect(sentenceOf('SESSION_CANCELLED', {})).toBe('A session of Harbour Sketchers you said Going to was cancelled.');
  });

  it('still says something for a kind a newer server may add', () => {
    expect(sentenceOf('SOMETHING_NEW' as NotificationKind)).toBe('There is news about Harbour Sketchers.');
  });
});
