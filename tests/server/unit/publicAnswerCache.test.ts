import { createHash } from 'node:crypto';
import { AnonymousAnswers } from '@/http/anonymousAnswers';
import { prerenderedPageCache } from '@/http/prerender';
import { PublicAnswerCache } from '@/sync/publicAnswerCache';

/**
 * The one rule every guest-answer cache follows (REST browses, GraphQL questions, prerendered
 * pages): an answer is used while the read model is at the version it was built at and for
 * `maxAgeMs` at most; a change drops every answer; a full cache forgets its oldest.
 */
describe('PublicAnswerCache', () => {
  const cacheAt = (version: { value: number }, maxAgeMs = 1_000, maxEntries = 3) =>
    new PublicAnswerCache<string>(() => version.value, { maxAgeMs, maxEntries, complete: (text) => text });

  afterEach(() => jest.useRealTimers());

  it('answers a kept question again until the read model changes, then drops every answer', () => {
    const version = { value: 1 };
    const cache = cacheAt(version);
    cache.keep('a', cache.begin(), 'A');
    cache.keep('b', cache.begin(), 'B');
    expect(cache.get('a')).toBe('A');
    version.value = 2;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer whose read model changed while it was built, but still returns it', () => {
    const version = { value: 1 };
    const cache = cacheAt(version);
    const started = cache.begin();
    version.value = 2;
    expect(cache.keep('a', started, 'A')).toBe('A');
    expect(cache.get('a')).toBeUndefined();
  });

  it('stops using an answer once maxAgeMs passed since its build started', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = cacheAt({ value: 1 }, 1_000);
    cache.keep('a', cache.begin(), 'A');
    jest.setSystemTime(1_000_999);
    expect(cache.get('a')).toBe('A');
    jest.setSystemTime(1_001_000);
    expect(cache.get('a')).toBeUndefined();
  });

  it('tells the age of a kept answer, and none once it expired or was dropped', () => {
    jest.useFakeTimers({ now: 2_000_000 });
    const version = { value: 1 };
    const cache = cacheAt(version);
    cache.keep('a', cache.begin(), 'A');
    jest.setSystemTime(2_000_600);
    expect(cache.ageOf('a')).toBe(600);
    expect(cache.ageOf('b')).toBeUndefined();
    jest.setSystemTime(2_001_000);
    expect(cache.ageOf('a')).toBeUndefined();
    cache.keep('a', cache.begin(), 'A');
    version.value = 2;
    expect(cache.ageOf('a')).toBeUndefined();
  });

  it('forgets the answer stored longest ago when full, and a forgotten key on demand', () => {
    const cache = cacheAt({ value: 1 }, 1_000, 2);
    cache.keep('a', cache.begin(), 'A');
    cache.keep('b', cache.begin(), 'B');
    cache.keep('c', cache.begin(), 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
    cache.forget('b');
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps API answers with the ETag Express would give their bytes, for a second, from their second ask', () => {
    const answers = new AnonymousAnswers(() => 1);
    const ask = () =>
      answers.admit('/groups', answers.begin(), {
        body: '[]',
        contentType: 'application/json; charset=utf-8',
        headers: [],
      });
    const first = ask();
    expect(first.etag).toBe('W/"2-l9Fw4VUO7kr8CvBlt4zaMCqXZ0w"');
    // Sent once as its text, which leaves no buffer behind.
    expect(first.body).toBe('[]');
    expect(answers.get('/groups')).toBeUndefined();
    const second = ask();
    expect(second.etag).toBe(first.etag);
    expect(answers.get('/groups')).toBe(second);
    // Kept as bytes of their own, exactly their length.
    expect(Buffer.isBuffer(second.body) && second.body.buffer.byteLength).toBe(2);
    expect(answers.maxAgeMs).toBe(1_000);
  });

  it('gives a text outside ASCII the ETag Express gives its UTF-8 bytes', () => {
    const answers = new AnonymousAnswers(() => 1);
    const body = JSON.stringify({ groupName: 'Café Sprachcafé ☕ 東京' });
    const sent = answers.admit('/groups?near', answers.begin(), { body, contentType: 'application/json', headers: [] });
    const bytes = Buffer.from(body);
    const sha1 = createHash('sha1').update(bytes).digest('base64').substring(0, 27);
    expect(sent.etag).toBe(`W/"${bytes.length.toString(16)}-${sha1}"`);
  });

  it('remembers the questions asked once up to four times its size, forgetting the oldest', () => {
    const answers = new AnonymousAnswers(() => 1, 1_000, 2);
    const ask = (key: string) =>
      answers.admit(key, answers.begin(), { body: key, contentType: 'application/json', headers: [] });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) ask(key);
    expect(answers.size).toBe(0);
    ask('i');
    expect(answers.get('i')?.body.toString()).toBe('i');
    // 'a' was the oldest of nine questions remembered eight at a time: asked again, it is new.
    ask('a');
    expect(answers.get('a')).toBeUndefined();
    ask('a');
    expect(answers.get('a')?.body.toString()).toBe('a');
  });

  it('keeps prerendered pages (their render in flight) for ten seconds', () => {
    const pages = prerenderedPageCache(() => 1);
    const html = Promise.resolve('<html></html>');
    pages.keep('/', pages.begin(), html);
    expect(pages.get('/')).toBe(html);
    expect(pages.maxAgeMs).toBe(10_000);
  });
});
