import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { CreateGroupMutation, UpdateGroupMutation } from '../documents';
import {
  createGroupAs,
  createRestGroupAs,
  graphqlUntyped,
  groupInput,
  onlyError,
  restGroupBody,
  storedGroups,
  textOfLength,
  uniqueName,
  type RestError,
  withoutRateLimits,
} from '../fixtures';
import type { HobbyCategory } from '../gql/graphql';

/**
 * Every rule of server/src/groups/validation.ts, through both adapters: what is refused names
 * each bad field with a human message, what is accepted is stored trimmed and typed, and a
 * refused request changes nothing in the database.
 */

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  [app, user] = await Promise.all([startTestApp(withoutRateLimits), createTestUser('Vale Validator')]);
});
afterAll(() => app.stop());

type Adapter = 'GraphQL' | 'REST';
const adapters: Adapter[] = ['GraphQL', 'REST'];

/** What a create attempt came to, in one shape for both adapters. */
interface Outcome {
  status: number;
  id?: string;
  code?: string;
  fields?: Record<string, string>;
}

/**
 * Creates a group from a valid input with `overrides` applied (a field set to `undefined` is
 * left out). `hobbyCategory` overrides must be in the adapter's own form.
 */
async function attemptCreate(adapter: Adapter, overrides: Record<string, unknown>): Promise<Outcome> {
  const base = adapter === 'GraphQL' ? { ...groupInput() } : restGroupBody();
  const input: Record<string, unknown> = { ...base, groupName: uniqueName('Valid'), ...overrides };
  for (const key of Object.keys(input)) if (input[key] === undefined) delete input[key];
  if (adapter === 'GraphQL') {
    const res = await graphqlUntyped(app.url, CreateGroupMutation, { input }, user.token);
    const error = res.errors?.[0];
    return {
      status: res.status,
      id: res.data?.createGroup.group.id,
      code: error?.extensions?.code,
      fields: error?.extensions?.fields,
    };
  }
  const res = await rest<{ insertedId?: string } & Partial<RestError>>(app.url, 'POST', '/groups', {
    body: input,
    token: user.token,
  });
  return { status: res.status, id: res.body.insertedId, code: res.body.error, fields: res.body.fields };
}

/** Asserts the attempt was refused as bad input naming exactly `fields`, and stored nothing. */
async function expectRejected(adapter: Adapter, overrides: Record<string, unknown>, fields: string[]) {
  const before = await app.model.countDocuments();
  const outcome = await attemptCreate(adapter, overrides);
  expect(outcome.id).toBeUndefined();
  expect(outcome.code).toBe('BAD_USER_INPUT');
  if (adapter === 'REST') expect(outcome.status).toBe(400);
  expect(Object.keys(outcome.fields ?? {}).sort()).toEqual([...fields].sort());
  for (const message of Object.values(outcome.fields ?? {})) expect(message).toMatch(/^[A-Z].{5,}[.?]$/);
  expect(await app.model.countDocuments()).toBe(before);
  return outcome.fields ?? {};
}

/** Asserts the attempt created a group and returns what was stored. */
async function expectAccepted(adapter: Adapter, overrides: Record<string, unknown>) {
  const outcome = await attemptCreate(adapter, overrides);
  expect(outcome).toMatchObject({ status: adapter === 'REST' ? 201 : 200, code: undefined });
  const stored = await app.model.findById(outcome.id).lean();
  if (!stored) throw new Error('the accepted group was not stored');
  return stored;
}

const textFields = [
  { field: 'groupName', label: 'Group name', min: 3, max: 100 },
  { field: 'description', label: 'Description', min: 10, max: 2000 },
  { field: 'location', label: 'Location', min: 2, max: 200 },
] as const;

describe.each(adapters)('%s: text fields are required, trimmed and length-limited', (adapter) => {
  describe.each(textFields)('$field ($min to $max characters)', ({ field, label, min, max }) => {
    it.each([
      ['empty', ''],
      ['whitespace only', ' \t\n '],
    ])('is required: %s is refused', async (_, value) => {
      const fields = await expectRejected(adapter, { [field]: value }, [field]);
      expect(fields[field]).toBe(`${label} is required.`);
    });

    it(`accepts exactly ${min} and exactly ${max} characters`, async () => {
      const atMin = textOfLength(min, 'm');
      const atMax = textOfLength(max, 'x');
      expect((await expectAccepted(adapter, { [field]: atMin }))[field]).toBe(atMin);
      expect((await expectAccepted(adapter, { [field]: atMax }))[field]).toBe(atMax);
    });

    it(`refuses ${min - 1} and ${max + 1} characters, naming the limits`, async () => {
      for (const value of [textOfLength(min - 1), textOfLength(max + 1)]) {
        const fields = await expectRejected(adapter, { [field]: value }, [field]);
        expect(fields[field]).toBe(`${label} must be ${min} to ${max} characters.`);
      }
    });

    it('trims surrounding whitespace before storing and before measuring', async () => {
      const padded = `  \t${textOfLength(min, 'p')}\n `;
      expect((await expectAccepted(adapter, { [field]: padded }))[field]).toBe(textOfLength(min, 'p'));
      // Padding does not make a too-short value long enough.
      await expectRejected(adapter, { [field]: `${' '.repeat(10)}${textOfLength(min - 1)}${' '.repeat(10)}` }, [field]);
    });
  });
});

describe('REST: a missing, null or non-text field is named', () => {
  it.each(['groupName', 'hobbyCategory', 'description', 'location', 'maxMembers', 'startDate', 'imageURL'])(
    '%s left out or null is required',
    async (field) => {
      await expectRejected('REST', { [field]: undefined }, [field]);
      await expectRejected('REST', { [field]: null }, [field]);
    },
  );

  it('an empty body names all seven fields as required', async () => {
    const before = await app.model.countDocuments();
    const res = await rest<RestError>(app.url, 'POST', '/groups', { body: {}, token: user.token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', message: expect.any(String) });
    expect(res.body.fields).toEqual({
      groupName: 'Group name is required.',
      hobbyCategory: 'Hobby category is required.',
      description: 'Description is required.',
      location: 'Location is required.',
      maxMembers: 'Max members is required.',
      startDate: 'Start date is required.',
      imageURL: 'Image URL is required.',
    });
    expect(await app.model.countDocuments()).toBe(before);
  });

  it.each(['groupName', 'description', 'location', 'imageURL'])(
    '%s as a number is refused as not text',
    async (field) => {
      const fields = await expectRejected('REST', { [field]: 12345678901 }, [field]);
      expect(fields[field]).toMatch(/must be text/);
    },
  );
});

describe('GraphQL: the schema types refuse missing, null and mistyped fields before the service', () => {
  it.each([
    ['groupName left out', { groupName: undefined }],
    ['description null', { description: null }],
    ['maxMembers 1.5', { maxMembers: 1.5 }],
    ['maxMembers "12" (a string)', { maxMembers: '12' }],
    ['hobbyCategory not an enum value', { hobbyCategory: 'KNITTING' }],
    ['hobbyCategory as its display name', { hobbyCategory: 'Drawing & Painting' }],
    ['an organizer field the input does not have', { userEmail: 'someone@example.com' }],
  ])('%s → BAD_USER_INPUT, nothing stored', async (_, overrides) => {
    const before = await app.model.countDocuments();
    const outcome = await attemptCreate('GraphQL', overrides);
    expect(outcome.code).toBe('BAD_USER_INPUT');
    expect(outcome.id).toBeUndefined();
    expect(await app.model.countDocuments()).toBe(before);
  });
});

describe.each(adapters)('%s: maxMembers is a whole number from 1 to 10000', (adapter) => {
  it('accepts 1 and 10000', async () => {
    expect((await expectAccepted(adapter, { maxMembers: 1 })).maxMembers).toBe(1);
    expect((await expectAccepted(adapter, { maxMembers: 10_000 })).maxMembers).toBe(10_000);
  });

  it.each([0, -1, 10_001])('refuses %p', async (value) => {
    const fields = await expectRejected(adapter, { maxMembers: value }, ['maxMembers']);
    expect(fields.maxMembers).toBe('Max members must be a whole number from 1 to 10000.');
  });
});

describe('GraphQL: a badly typed, missing or unknown input field is named', () => {
  it.each([
    ['maxMembers as a fraction', { maxMembers: 1.5 }, 'maxMembers'],
    ['maxMembers as text', { maxMembers: '12' }, 'maxMembers'],
    ['location left out', { location: undefined }, 'location'],
    ['an unknown category', { hobbyCategory: 'KNITTING' }, 'hobbyCategory'],
    ['userEmail, which comes from the token only', { userEmail: 'someone@example.com' }, 'userEmail'],
  ])('%s', async (_, overrides, field) => {
    await expectRejected('GraphQL', overrides, [field]);
  });
});

describe('REST: maxMembers as forms send it', () => {
  it.each([
    ['"12"', '12', 12],
    ['" 7 "', ' 7 ', 7],
  ])('accepts the digits %s and stores a number', async (_, value, stored) => {
    const group = await expectAccepted('REST', { maxMembers: value });
    expect(group.maxMembers).toBe(stored);
    expect(typeof group.maxMembers).toBe('number');
  });

  it.each([1.5, '1e3', '12abc', '0x10', '-5', '1.0', 'twelve', '10001', true, [12], { value: 12 }])(
    'refuses %p',
    async (value) => {
      await expectRejected('REST', { maxMembers: value }, ['maxMembers']);
    },
  );
});

describe.each(adapters)('%s: startDate is a real date, YYYY-MM-DD, 2000 to 2100', (adapter) => {
  it.each(['2028-02-29', '2000-01-01', '2100-12-31', '2031-12-01'])(
    'accepts %s and stores midnight UTC',
    async (day) => {
      const stored = await expectAccepted(adapter, { startDate: day });
      expect(stored.startDate.toISOString()).toBe(`${day}T00:00:00.000Z`);
    },
  );

  it.each([
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    'tomorrow',
    '1999-12-31',
    '2101-01-01',
    '26-01-01',
    '2026/01/05',
    '05.01.2026',
    '2026-1-5',
    // Impossible dates stay impossible with a time attached (Date.parse would roll them over).
    '2026-02-30T00:00:00Z',
    '2027-02-29T12:00:00.000Z',
    '2026-04-31T10:00:00+02:00',
  ])('refuses %s', async (value) => {
    const fields = await expectRejected(adapter, { startDate: value }, ['startDate']);
    expect(fields.startDate).toMatch(/^Start date must be a real date .*YYYY-MM-DD\.$/);
  });
});

describe.each(adapters)('%s: imageURL is an absolute http(s) URL of at most 2048 characters', (adapter) => {
  const prefix = 'https://img.example.com/';

  it.each(['http://example.com/a.jpg', 'https://example.com/covers/a.jpg?size=large#top', 'HTTPS://EXAMPLE.COM/A.JPG'])(
    'accepts %s',
    async (url) => {
      expect((await expectAccepted(adapter, { imageURL: url })).imageURL).toBe(url);
    },
  );

  it('accepts exactly 2048 characters and refuses 2049', async () => {
    const atMax = prefix + textOfLength(2048 - prefix.length);
    expect((await expectAccepted(adapter, { imageURL: atMax })).imageURL).toBe(atMax);
    const fields = await expectRejected(adapter, { imageURL: `${atMax}b` }, ['imageURL']);
    expect(fields.imageURL).toBe('Image URL must be 1 to 2048 characters.');
  });

  it.each([
    'ftp://files.example.com/a.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'mailto:someone@example.com',
    '/images/a.jpg',
    'images/a.jpg',
    'example.com/a.jpg',
    'http://',
    // Absolute to a URL parser, but relative to a page of the same scheme in a browser.
    'http:example.com/a.jpg',
    'https:/example.com/a.jpg',
    'https:\\\\example.com\\a.jpg',
  ])('refuses %s', async (value) => {
    const fields = await expectRejected(adapter, { imageURL: value }, ['imageURL']);
    expect(fields.imageURL).toBe('Image URL must be an absolute http or https URL.');
  });
});

const categories: [HobbyCategory, string][] = [
  ['DRAWING_AND_PAINTING', 'Drawing & Painting'],
  ['PHOTOGRAPHY', 'Photography'],
  ['VIDEO_GAMING', 'Video Gaming'],
  ['FISHING', 'Fishing'],
  ['RUNNING', 'Running'],
  ['COOKING', 'Cooking'],
  ['READING', 'Reading'],
  ['WRITING', 'Writing'],
];

describe('hobbyCategory is one of the eight', () => {
  it.each(categories)('GraphQL accepts %s and shows its display name %p', async (value, name) => {
    const group = await createGroupAs(app, user, { hobbyCategory: value });
    expect(group).toMatchObject({ hobbyCategory: value, hobbyCategoryName: name });
    expect((await app.model.findById(group.id).lean())?.hobbyCategory).toBe(name);
  });

  it.each(categories)('REST takes the display name of %s: %p', async (_, name) => {
    const stored = await expectAccepted('REST', { hobbyCategory: name });
    expect(stored.hobbyCategory).toBe(name);
  });

  it.each(['drawing & painting', 'DRAWING_AND_PAINTING', 'Knitting', 'Drawing and Painting', 7])(
    'REST refuses %p, listing the eight names',
    async (value) => {
      const fields = await expectRejected('REST', { hobbyCategory: value }, ['hobbyCategory']);
      expect(fields.hobbyCategory).toBe(
        'Hobby category must be one of: Drawing & Painting, Photography, Video Gaming, Fishing, Running, Cooking, Reading, Writing.',
      );
    },
  );
});

describe('several bad fields at once are all named', () => {
  it('GraphQL createGroup names every bad field in extensions.fields', async () => {
    const res = await graphqlRequest(
      app.url,
      CreateGroupMutation,
      {
        input: groupInput({
          groupName: '  ',
          description: 'too short',
          location: 'x',
          maxMembers: 0,
          startDate: 'tomorrow',
          imageURL: 'ftp://example.com/a.jpg',
        }),
      },
      user.token,
    );
    expect(res.data).toBeNull();
    const error = onlyError(res);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([
      'description',
      'groupName',
      'imageURL',
      'location',
      'maxMembers',
      'startDate',
    ]);
    // The top-level message carries the field messages too, for clients that show only it.
    expect(error.message).toContain('Max members must be a whole number from 1 to 10000.');
  });

  it('REST POST names every bad field in `fields` of a 400 { error, message, fields }', async () => {
    const before = await app.model.countDocuments();
    const res = await rest<RestError>(app.url, 'POST', '/groups', {
      body: {
        groupName: 'ab',
        hobbyCategory: 'Knitting',
        description: '',
        location: '   ',
        maxMembers: '12abc',
        startDate: '2026-02-30',
        imageURL: '/relative.jpg',
      },
      token: user.token,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', message: expect.stringMatching(/\S/) });
    expect(Object.keys(res.body.fields ?? {}).sort()).toEqual([
      'description',
      'groupName',
      'hobbyCategory',
      'imageURL',
      'location',
      'maxMembers',
      'startDate',
    ]);
    expect(await app.model.countDocuments()).toBe(before);
  });
});

describe('updates follow the same rules, and groupName is read-only', () => {
  it('GraphQL updateGroup names every bad field and changes nothing', async () => {
    const group = await createGroupAs(app, user, { groupName: uniqueName('Update Rules') });
    const before = await app.model.findById(group.id).lean();
    const res = await graphqlUntyped(
      app.url,
      UpdateGroupMutation,
      {
        input: {
          id: group.id,
          description: null,
          location: '',
          maxMembers: 10_001,
          startDate: '2026-02-30',
          imageURL: 'x',
        },
      },
      user.token,
    );
    const error = onlyError(res);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields).toEqual({
      description: 'Description is required.',
      location: 'Location is required.',
      maxMembers: 'Max members must be a whole number from 1 to 10000.',
      startDate: expect.stringMatching(/^Start date must be a real date/),
      imageURL: 'Image URL must be an absolute http or https URL.',
    });
    expect(await app.model.findById(group.id).lean()).toEqual(before);
  });

  it('GraphQL updateGroup trims what it accepts and leaves out fields unchanged', async () => {
    const group = await createGroupAs(app, user, { groupName: uniqueName('Trim Update') });
    const res = await graphqlRequest(
      app.url,
      UpdateGroupMutation,
      { input: { id: group.id, location: '  Lighthouse Steps \n', imageURL: ' https://example.com/new.jpg ' } },
      user.token,
    );
    expect(res.errors).toBeUndefined();
    const stored = await app.model.findById(group.id).lean();
    expect(stored).toMatchObject({
      location: 'Lighthouse Steps',
      imageURL: 'https://example.com/new.jpg',
      description: group.description,
      maxMembers: group.maxMembers,
      groupName: group.groupName,
    });
  });

  it('GraphQL has no way to send a groupName on update', async () => {
    const group = await createGroupAs(app, user, { groupName: uniqueName('No Rename') });
    const res = await graphqlUntyped(
      app.url,
      UpdateGroupMutation,
      { input: { id: group.id, groupName: 'Renamed' } },
      user.token,
    );
    expect(onlyError(res).code).toBe('BAD_USER_INPUT');
    expect((await app.model.findById(group.id).lean())?.groupName).toBe(group.groupName);
  });

  it('REST PUT with a different groupName is refused with 400 naming groupName, and changes nothing', async () => {
    const name = uniqueName('Read Only');
    const id = await createRestGroupAs(app, user, { groupName: name });
    const before = await app.model.findById(id).lean();
    for (const groupName of ['Another Name', `${name}!`, name.toUpperCase(), null, 42]) {
      const res = await rest<RestError>(app.url, 'PUT', `/groups/${id}`, {
        body: restGroupBody({ groupName, location: 'Somewhere New' }),
        token: user.token,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'BAD_USER_INPUT',
        fields: { groupName: 'Group name cannot be changed.' },
      });
    }
    expect(await app.model.findById(id).lean()).toEqual(before);
  });

  it('REST PUT with the same groupName (even padded) or none at all is fine', async () => {
    const name = uniqueName('Same Name');
    const id = await createRestGroupAs(app, user, { groupName: name });
    const same = await rest(app.url, 'PUT', `/groups/${id}`, {
      body: restGroupBody({ groupName: name, location: 'First Change' }),
      token: user.token,
    });
    expect(same).toMatchObject({ status: 200, body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } });
    const padded = await rest(app.url, 'PUT', `/groups/${id}`, {
      body: restGroupBody({ groupName: `  ${name}  `, location: 'Second Change' }),
      token: user.token,
    });
    expect(padded).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    const without = await rest(app.url, 'PUT', `/groups/${id}`, {
      body: { location: 'Third Change' },
      token: user.token,
    });
    expect(without).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    expect(await app.model.findById(id).lean()).toMatchObject({ groupName: name, location: 'Third Change' });
  });

  it('REST PUT names a changed groupName together with the other bad fields', async () => {
    const id = await createRestGroupAs(app, user, { groupName: uniqueName('All Named') });
    const before = await app.model.findById(id).lean();
    const res = await rest<RestError>(app.url, 'PUT', `/groups/${id}`, {
      body: restGroupBody({ groupName: 'Renamed Group', location: ' ', maxMembers: '1e3' }),
      token: user.token,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {}).sort()).toEqual(['groupName', 'location', 'maxMembers']);
    expect(await app.model.findById(id).lean()).toEqual(before);
  });

  it('REST PUT with bad fields changes nothing, not even the fields that were valid', async () => {
    const id = await createRestGroupAs(app, user, { groupName: uniqueName('Atomic Update') });
    const all = await storedGroups(app);
    const res = await rest<RestError>(app.url, 'PUT', `/groups/${id}`, {
      body: { location: 'A Valid New Place', description: 'A valid new description', startDate: 'tomorrow' },
      token: user.token,
    });
    expect(res).toMatchObject({ status: 400, body: { fields: { startDate: expect.any(String) } } });
    expect(Object.keys(res.body.fields ?? {})).toEqual(['startDate']);
    expect(await storedGroups(app)).toEqual(all);
  });
});
