import { foldLine, icsCalendar, icsCalendarInSteps, type CalendarEvent } from '@/calendar/ics';

/**
 * A personal feed is written a group at a time (icsCalendarInSteps), a single group's file at
 * once (icsCalendar): the two must be the same file for the same events, and folding keeps its
 * rules on both of its paths (plain ASCII cut by position, anything else by character).
 */
const stamp = new Date('2026-11-01T10:00:00Z');
const base = { stamp, summary: 'Choir, Tuesdays', location: 'Hall; room 2', url: 'https://h.example/g' };

function groupEvents(n: number): CalendarEvent[] {
  return [
    {
      ...base,
      uid: `group-${n}a@h`,
      description: `Long ${'words and more '.repeat(20)}${n}`,
      day: new Date('2026-12-01'),
    },
    {
      ...base,
      uid: `group-${n}b@h`,
      description: `Ünïcode ✓ ${'é'.repeat(90)} 🎶 ${n}`,
      timeZone: n % 2 ? 'Europe/Berlin' : 'America/New_York',
      start: new Date(Date.UTC(2026 + n, 2, 10, 18)),
      end: new Date(Date.UTC(2026 + n, 2, 10, 20)),
      rule: 'FREQ=WEEKLY;BYDAY=TU',
      exdates: [new Date(Date.UTC(2026 + n, 2, 17, 18))],
    },
  ];
}

test('a feed written a group at a time is the file written at once', async () => {
  const groups = [0, 1, 2, 3].map(groupEvents);
  const now = new Date('2026-11-25T00:00:00Z');
  const stepped = await icsCalendarInSteps(
    { name: 'HobbyHub: my groups', refreshEvery: 'PT6H' },
    groups.map((events) => () => events),
    now,
  );
  expect(stepped).toBe(icsCalendar({ name: 'HobbyHub: my groups', refreshEvery: 'PT6H', events: groups.flat() }, now));
  expect(stepped).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
  expect(stepped.endsWith('END:VCALENDAR\r\n')).toBe(true);
});

test('an empty feed is still a calendar', async () => {
  const now = new Date('2026-11-25T00:00:00Z');
  expect(await icsCalendarInSteps({ name: 'Mine' }, [], now)).toBe(icsCalendar({ name: 'Mine', events: [] }, now));
});

test.each([
  ['ascii', `DESCRIPTION:${'x'.repeat(400)}`],
  ['two-octet characters', `DESCRIPTION:${'é'.repeat(200)}`],
  ['emoji', `DESCRIPTION:${'🎶a'.repeat(100)}`],
])('folding %s: lines of at most 75 octets that unfold to the original', (_, line) => {
  const folded = foldLine(line).split('\r\n');
  for (const piece of folded) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
  expect(folded.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
  expect(folded.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(line);
});
