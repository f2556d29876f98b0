import {
  formatDistance,
  formatMeeting,
  formatMeetingHere,
  outsideMapUrl,
  placeName,
  repetitionOf,
} from '@/groups/meeting';
import { viewerTimeZone } from '@/sessions/time';

/** What cards say about when and where a group meets, in the viewer's zone. */

const now = new Date('2026-11-26T12:00:00Z');
/** A weekly session at 7 PM in Berlin (18:00 UTC in winter). */
const weekly = {
  startsAt: '2026-12-01T18:00:00.000Z',
  allDay: false,
  timeZone: 'Europe/Berlin',
  frequency: 'WEEKLY' as const,
  interval: 1,
};

describe('the next meeting on a card', () => {
  it('says the day, the time and how often, in the viewer’s zone', () => {
    expect(formatMeeting(weekly, 'Europe/Berlin', now)).toBe('Tue 1 Dec · 7:00 PM · weekly');
    expect(formatMeeting(weekly, 'America/New_York', now)).toBe('Tue 1 Dec · 1:00 PM · weekly');
    // Past midnight in Tokyo: the viewer's day, not the group's.
    expect(formatMeeting(weekly, 'Asia/Tokyo', now)).toBe('Wed 2 Dec · 3:00 AM · weekly');
  });

  it('keeps the wall clock across daylight saving in the group’s zone', () => {
    const summer = { ...weekly, startsAt: '2027-06-01T17:00:00.000Z' };
    expect(formatMeeting(summer, 'Europe/Berlin', now)).toBe('Tue 1 Jun 2027 · 7:00 PM · weekly');
  });

  it('names the repetition, and a day without a time for a group without a schedule', () => {
    expect(repetitionOf({ frequency: 'MONTHLY', interval: 1 })).toBe('monthly');
    expect(repetitionOf({ frequency: 'WEEKLY', interval: 2 })).toBe('every 2 weeks');
    expect(repetitionOf({ frequency: 'MONTHLY', interval: 3 })).toBe('every 3 months');
    expect(repetitionOf({ frequency: null, interval: 1 })).toBe('once');
    const day = { startsAt: '2026-12-05T00:00:00.000Z', allDay: true, timeZone: 'UTC', frequency: null, interval: 1 };
    // The calendar day as stored, whatever the viewer's zone.
    expect(formatMeeting(day, 'America/Los_Angeles', now)).toBe('Sat 5 Dec · once');
    expect(formatMeeting(day, 'Pacific/Auckland', now)).toBe('Sat 5 Dec · once');
  });

  it('says the same in this runtime’s own zone without Intl as with it', () => {
    const zone = viewerTimeZone();
    // Every month (September is "Sept"), midnight, noon, the hours around them, another year.
    for (let month = 0; month < 12; month += 1) {
      for (const hour of [0, 1, 11, 12, 13, 23]) {
        const startsAt = new Date(2026, month, 3 + month, hour, month * 5).toISOString();
        const meeting = { ...weekly, startsAt };
        expect(formatMeetingHere(meeting, now)).toBe(formatMeeting(meeting, zone, now));
      }
      const day = {
        ...weekly,
        allDay: true,
        frequency: null,
        startsAt: `2027-${String(month + 1).padStart(2, '0')}-05T00:00:00.000Z`,
      };
      expect(formatMeetingHere(day, now)).toBe(formatMeeting(day, zone, now));
    }
    expect(formatMeetingHere({ ...weekly, startsAt: 'not a date' }, now)).toBe('');
  });

  it('says where: the city, Online, or the location text; and how far', () => {
    expect(placeName({ kind: 'CITY', name: 'Zürich', country: 'CH' }, 'By the lake')).toBe('Zürich');
    expect(placeName({ kind: 'ONLINE', name: 'Online' }, 'Video call')).toBe('Online');
    expect(placeName(null, 'Central Park Main Gate')).toBe('Central Park Main Gate');
    expect(formatDistance(3.24)).toBe('3.2 km away');
    expect(formatDistance(25.4)).toBe('25 km away');
    expect(outsideMapUrl({ kind: 'CITY', name: 'Zürich', lat: 47.36667, lon: 8.55 })).toBe(
      'https://www.openstreetmap.org/?mlat=47.36667&mlon=8.55000#map=12/47.36667/8.55000',
    );
    expect(outsideMapUrl({ kind: 'ONLINE', name: 'Online', lat: null, lon: null })).toBeNull();
  });
});
