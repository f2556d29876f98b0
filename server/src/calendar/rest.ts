import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { CalendarService } from '@/calendar/service';

const calendarType = 'text/calendar; charset=utf-8';

/** A file name for a group's calendar: its name in plain letters and digits. */
function fileNameOf(groupName: string): string {
  const slug = groupName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${slug || 'group'}.ics`;
}

function sendCalendar(res: Response, ics: string): void {
  res.type(calendarType).send(ics);
}

/**
 * `GET /groups/:id/calendar.ics` (a download) and `GET /calendar/:token.ics` (a subscribed feed).
 * Mounted before the client's page routes: a browser following the link wants the file.
 */
export function calendarRouter(calendar: CalendarService, ...guards: RequestHandler[]): Router {
  const router = Router();
  router.get('/groups/:id/calendar.ics', ...guards, async (req: Request<{ id: string }>, res: Response) => {
    const { group, ics } = await calendar.groupCalendar(req.params.id);
    res.attachment(fileNameOf(group.groupName));
    res.setHeader('Cache-Control', 'no-cache');
    sendCalendar(res, ics);
  });
  router.get('/calendar/:token.ics', ...guards, async (req: Request<{ token: string }>, res: Response) => {
    const ics = await calendar.feed(req.params.token);
    // A secret address: nothing on the way may keep a copy, and a reset must show at once.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    sendCalendar(res, ics);
  });
  return router;
}
