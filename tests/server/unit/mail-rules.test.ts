import { DateTime } from 'luxon';
import { reminderAt } from '@/mail/reminderTimes';
import { renderEmail } from '@/mail/template';
import { LinkSigner } from '@/mail/signing';
import { validatePreferences } from '@/mail/validation';
import { ValidationError } from '@/errors';

const berlin = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Berlin' }).toJSDate();
const local = (at: Date) => DateTime.fromJSDate(at, { zone: 'Europe/Berlin' }).toFormat("yyyy-MM-dd'T'HH:mm");

describe('reminder times', () => {
  it('counts whole days on the group’s wall clock across daylight-saving switches', () => {
    // Spring forward (28 March 2027) and fall back (31 October 2027) between the day before and the session.
    for (const session of ['2027-03-21T19:00', '2027-03-28T19:00', '2027-10-31T19:00']) {
      const at = reminderAt(berlin(session), 'Europe/Berlin', 24);
      expect(local(at)).toBe(DateTime.fromISO(session).minus({ days: 1 }).toFormat("yyyy-MM-dd'T'HH:mm"));
    }
    expect(
      (berlin('2027-03-28T19:00').getTime() - reminderAt(berlin('2027-03-28T19:00'), 'Europe/Berlin', 24).getTime()) /
        3_600_000,
    ).toBe(23);
    expect(
      (berlin('2027-10-31T19:00').getTime() - reminderAt(berlin('2027-10-31T19:00'), 'Europe/Berlin', 24).getTime()) /
        3_600_000,
    ).toBe(25);
    expect(local(reminderAt(berlin('2027-03-29T19:00'), 'Europe/Berlin', 48))).toBe('2027-03-27T19:00');
  });

  it('counts 2 h as two real hours', () => {
    const start = berlin('2027-03-28T04:00');
    expect(start.getTime() - reminderAt(start, 'Europe/Berlin', 2).getTime()).toBe(2 * 3_600_000);
  });
});

describe('email templates', () => {
  it('renders HTML and text from one description, escaping people’s text, with no images', () => {
    const { subject, html, text } = renderEmail({
      heading: 'Reminder: <Climbers>',
      paragraphs: ['See you & bring shoes.'],
      details: [['Where', 'Wall "A"']],
      actions: [{ label: 'Open', href: 'https://hobbyhub.test/groups/1' }],
      footer: {
        text: 'Why you got this.',
        links: [{ label: 'Settings', href: 'https://hobbyhub.test/settings/notifications' }],
      },
    });
    expect(subject).toBe('Reminder: <Climbers> · HobbyHub');
    expect(html).toContain('Reminder: &lt;Climbers&gt;');
    expect(html).toContain('See you &amp; bring shoes.');
    expect(html).not.toMatch(/<img|<script/i);
    expect(text).toContain('Where: Wall "A"');
    expect(text).toContain('Open: https://hobbyhub.test/groups/1');
    expect(text).toContain('Settings: https://hobbyhub.test/settings/notifications');
  });
});

describe('signed links', () => {
  const signer = new LinkSigner(async () => Buffer.alloc(32, 7));
  const other = new LinkSigner(async () => Buffer.alloc(32, 8));

  it('accept their own tokens and refuse altered or foreign ones', async () => {
    const token = await signer.sign({ a: 'unsubscribe', u: 'uid-1', k: 'PROMOTED' });
    expect(await signer.verify(token)).toEqual({ a: 'unsubscribe', u: 'uid-1', k: 'PROMOTED' });
    const [body, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ a: 'unsubscribe', u: 'uid-2', k: 'PROMOTED' })).toString('base64url');
    expect(await signer.verify(`${forged}.${mac}`)).toBeNull();
    expect(await signer.verify(`${body}.${mac}x`)).toBeNull();
    expect(await other.verify(token)).toBeNull();
    expect(await signer.verify('')).toBeNull();
    expect(await signer.verify('a.b.c')).toBeNull();
  });
});

describe('preference changes', () => {
  it('name every bad field and normalise the zone', () => {
    expect(validatePreferences({ digestHour: 7, timeZone: 'europe/berlin' })).toEqual({
      digestHour: 7,
      timeZone: 'Europe/Berlin',
    });
    try {
      validatePreferences({ deliveries: { PROMOTED: 'PIGEON' }, digestHour: 24, timeZone: 'Mars/Olympus' });
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).fields).sort()).toEqual(['PROMOTED', 'digestHour', 'timeZone']);
    }
  });
});
