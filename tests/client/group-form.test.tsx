import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { PlaceSearchQuery } from '@/places/search';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupForm, type GroupFormProps } from '@/groups/GroupForm';
import type { GroupFormValues } from '@/groups/validation';

const categories = [
  { value: 'PHOTOGRAPHY', name: 'Photography' },
  { value: 'RUNNING', name: 'Running' },
] as const;

function renderForm(props: Partial<GroupFormProps> = {}, mocks: MockedResponse[] = []) {
  const onSubmit = jest.fn<Promise<void>, [GroupFormValues]>(async () => undefined);
  render(
    <MockedProvider mocks={mocks}>
      <GroupForm
        mode="create"
        categories={categories}
        organizer={{ userName: 'Ada Lovelace', userEmail: 'ada@example.com' }}
        onSubmit={onSubmit}
        failureMessage="The group could not be created."
        {...props}
      />
    </MockedProvider>,
  );
  return onSubmit;
}

/** The error message shown beside a field (linked with aria-describedby). */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Group Name'), 'Sunrise Shooters');
  await user.selectOptions(screen.getByLabelText('Hobby Category'), 'PHOTOGRAPHY');
  await user.type(screen.getByLabelText('Meeting Location'), 'Harbour steps');
  await user.type(screen.getByLabelText('Max Members'), '12');
  await user.type(screen.getByLabelText('Start Date'), '2030-05-01');
  await user.type(screen.getByLabelText('Image URL'), 'https://example.com/cover.jpg');
  await user.type(screen.getByLabelText('Description'), 'Early walks with cameras along the sea.');
}

describe('GroupForm validation', () => {
  it('requires every field and says so beside each input', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Group' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('Group Name')).toBe('Group name is required.');
    expect(errorOf('Hobby Category')).toBe('Choose a hobby category.');
    expect(errorOf('Meeting Location')).toBe('Location is required.');
    expect(errorOf('Max Members')).toBe('Max members is required.');
    expect(errorOf('Start Date')).toBe('Start date is required.');
    expect(errorOf('Image URL')).toBe('Image URL is required.');
    expect(errorOf('Description')).toBe('Description is required.');
    for (const label of ['Group Name', 'Max Members', 'Image URL']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Group Name')).toHaveFocus();
  });

  it('checks numbers, URLs and lengths', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Max Members'));
    await user.type(screen.getByLabelText('Max Members'), '0');
    await user.clear(screen.getByLabelText('Image URL'));
    await user.type(screen.getByLabelText('Image URL'), 'not a url');
    await user.clear(screen.getByLabelText('Group Name'));
    await user.type(screen.getByLabelText('Group Name'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('Max Members')).toBe('Max members must be a whole number from 1 to 10000.');
    expect(errorOf('Image URL')).toBe('Image URL must be an absolute http or https URL.');
    expect(errorOf('Group Name')).toBe('Group name must be 3 to 100 characters.');
    expect(errorOf('Meeting Location')).toBeNull();
  });

  it('submits valid values, with the organizer read-only', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    expect(screen.getByLabelText('User Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('User Email')).toHaveValue('ada@example.com');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(onSubmit).toHaveBeenCalledWith({
      groupName: 'Sunrise Shooters',
      hobbyCategory: 'PHOTOGRAPHY',
      description: 'Early walks with cameras along the sea.',
      location: 'Harbour steps',
      maxMembers: '12',
      startDate: '2030-05-01',
      imageURL: 'https://example.com/cover.jpg',
      placeId: '',
      placeText: '',
      venue: '',
    });
  });

  it('shows server field errors beside their inputs and keeps what was typed', async () => {
    const user = userEvent.setup();
    const serverError = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Invalid group',
          extensions: { code: 'BAD_USER_INPUT', fields: { location: 'Location must be 2 to 200 characters.' } },
        },
      ],
    });
    renderForm({ onSubmit: jest.fn(async () => Promise.reject(serverError)) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Group' }));

    expect(await screen.findByText('The group could not be created.')).toBeInTheDocument();
    expect(errorOf('Meeting Location')).toBe('Location must be 2 to 200 characters.');
    expect(screen.getByLabelText('Group Name')).toHaveValue('Sunrise Shooters');
    expect(screen.getByLabelText('Description')).toHaveValue('Early walks with cameras along the sea.');
  });

  it('keeps the group name read-only on update', () => {
    renderForm({
      mode: 'update',
      initialValues: {
        groupName: 'Sunrise Shooters',
        hobbyCategory: 'RUNNING',
        description: 'Early walks with cameras along the sea.',
        location: 'Harbour steps',
        maxMembers: '12',
        startDate: '2030-05-01',
        imageURL: 'https://example.com/cover.jpg',
        placeId: '',
        placeText: '',
        venue: '',
      },
    });
    expect(screen.getByLabelText('Group Name')).toHaveAttribute('readonly');
    expect(within(screen.getByLabelText('Hobby Category')).getByRole('option', { name: 'Running' })).toHaveProperty(
      'selected',
      true,
    );
    expect(screen.getByRole('button', { name: 'Update Group' })).toBeInTheDocument();
  });
});

describe('the place picker', () => {
  const zurich = { __typename: 'Place' as const, id: '2657896', kind: 'CITY' as const, name: 'Zürich', country: 'CH' };
  const zug = { __typename: 'Place' as const, id: '2657908', kind: 'CITY' as const, name: 'Zug', country: 'CH' };
  const placeSearch = (search: string, places: (typeof zurich)[]): MockedResponse => ({
    request: { query: PlaceSearchQuery, variables: { search, first: 8 } },
    result: { data: { places } },
  });

  it('lists cities after three letters and chooses one with the keyboard', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({}, [placeSearch('zur', [zurich, zug])]);
    await fillValid(user);
    const picker = screen.getByRole('combobox', { name: 'City or Online (optional)' });
    await user.type(picker, 'zu');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await user.type(picker, 'r');
    expect(await screen.findByRole('option', { name: 'Zürich, CH' })).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 places found.');
    await user.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Zürich, CH' }).id);
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue('Zürich, CH');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(onSubmit).not.toHaveBeenCalled(); // Enter chose a place; it did not submit
    await user.type(screen.getByLabelText('Street or Venue (optional)'), 'Bahnhofstrasse 1');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ placeId: '2657896', placeText: 'Zürich, CH', venue: 'Bahnhofstrasse 1' }),
    );
  });

  it('refuses typed text that names no chosen place, and Escape clears it', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({}, [placeSearch('Atlantis', [])]);
    await fillValid(user);
    const picker = screen.getByRole('combobox', { name: 'City or Online (optional)' });
    await user.type(picker, 'Atlantis');
    expect(await screen.findByText('No place found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('City or Online (optional)')).toContain('Choose a place from the list, or clear the field.');
    expect(picker).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(picker).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ placeId: '', venue: '' }));
  });
});
