import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useBrowseState } from '@/pages/all-groups/useBrowseState';

/** The All Groups controls that matter here: one category chip and the "places left" box. */
function Controls() {
  const { committed, state, go } = useBrowseState();
  const fishing = state.categories.includes('FISHING');
  return (
    <>
      <button
        type="button"
        aria-pressed={fishing}
        onClick={() => go({ ...state, categories: fishing ? [] : ['FISHING'] })}
      >
        Fishing
      </button>
      <label>
        <input
          type="checkbox"
          checked={state.openSpots}
          onChange={(event) => go({ ...state, openSpots: event.target.checked })}
        />
        Has places left
      </label>
      <p data-testid="committed">{committed.categories.join(',') + (committed.openSpots ? ' open' : '')}</p>
    </>
  );
}

/** A router whose navigations wait until the test lets them finish (a slow list on a slow phone). */
function slowRouter() {
  const waiting: (() => void)[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/all-groups',
        element: <Controls />,
        loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))),
      },
    ],
    { initialEntries: ['/all-groups'], hydrationData: { loaderData: { 0: null } } },
  );
  const finishAll = async () => {
    while (waiting.length > 0) await act(async () => waiting.shift()!());
  };
  return { router, finishAll };
}

describe('All Groups browse state while a change is on its way', () => {
  it('shows each change at once and builds the next on it, so quick changes are all kept', async () => {
    const user = userEvent.setup();
    const { router, finishAll } = slowRouter();
    render(<RouterProvider router={router} />);

    await user.click(screen.getByRole('button', { name: 'Fishing' }));
    expect(screen.getByRole('button', { name: 'Fishing' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByLabelText('Has places left'));
    // The box stays ticked although the list has not caught up yet.
    expect(screen.getByLabelText('Has places left')).toBeChecked();
    expect(screen.getByTestId('committed')).toHaveTextContent(/^$/);

    await finishAll();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('category')).toBe('fishing');
    expect(search.get('open')).toBe('1');
    expect(screen.getByTestId('committed')).toHaveTextContent('FISHING open');
    expect(screen.getByLabelText('Has places left')).toBeChecked();
  });

  it('lets Back win over a change still on its way', async () => {
    const user = userEvent.setup();
    const { router, finishAll } = slowRouter();
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: 'Fishing' }));
    await finishAll();
    expect(screen.getByTestId('committed')).toHaveTextContent('FISHING');

    await user.click(screen.getByLabelText('Has places left'));
    expect(screen.getByLabelText('Has places left')).toBeChecked();
    // Back before the list caught up: the earlier view, with neither change.
    let back: Promise<void> = Promise.resolve();
    act(() => {
      back = router.navigate(-1);
    });
    await finishAll();
    await act(() => back);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Fishing' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Has places left')).not.toBeChecked();
  });
});
