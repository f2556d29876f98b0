import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { ThreadComposer } from '@/discussion/ThreadComposer';
import { postLimits } from '@/discussion/validation';
import { StartThreadDocument } from '@/gql/graphql';
import { discussionBounds } from '../../server/src/bounds';

/** The message shown beside a field (linked with aria-describedby). */
function errorOf(label: string): string {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function renderComposer(mocks: ComponentProps<typeof MockedProvider>['mocks'] = []) {
  render(
    <MockedProvider mocks={mocks}>
      <ThreadComposer groupId="g1" />
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('ThreadComposer', () => {
  it('names each missing field in the server’s words, beside it, without sending', async () => {
    const user = renderComposer();
    await user.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(errorOf('Title')).toBe('Title is required.');
    expect(errorOf('Message')).toContain('Body is required.');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('refuses a title shorter than 3 characters, and blank text counts as none', async () => {
    const user = renderComposer();
    await user.type(screen.getByLabelText('Title'), 'ab');
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(errorOf('Title')).toBe('Title must be 3 to 200 characters.');
    expect(errorOf('Message')).toContain('Body is required.');
  });

  it('shows a field error the server sends beside its field', async () => {
    const user = renderComposer([
      {
        request: {
          query: StartThreadDocument,
          variables: { input: { groupId: 'g1', title: 'Parking?', body: 'Where to park', isQuestion: true } },
        },
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: { code: 'BAD_USER_INPUT', fields: { title: 'Title must be 3 to 200 characters.' } },
            }),
          ],
        },
      },
    ]);
    await user.type(screen.getByLabelText('Title'), 'Parking?');
    await user.type(screen.getByLabelText('Message'), 'Where to park');
    await user.click(screen.getByLabelText(/This is a question/));
    await user.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(await screen.findByText('Title must be 3 to 200 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Parking?');
  });

  it('checks the same bounds as the server', () => {
    expect(postLimits).toEqual({
      title: discussionBounds.title,
      body: discussionBounds.body,
      announcement: discussionBounds.announcement,
    });
  });
});
