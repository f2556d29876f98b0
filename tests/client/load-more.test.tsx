import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore } from '@/ui/LoadMore';

describe('LoadMore', () => {
  it('asks for the page after the end cursor, saying so while it loads', async () => {
    let finish: () => void = () => undefined;
    const fetchMore = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <LoadMore pageInfo={{ hasNextPage: true, endCursor: 'c20' }} fetchMore={fetchMore}>
        <span>Showing 20 of 45</span>
      </LoadMore>,
    );
    expect(screen.getByText('Showing 20 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchMore).toHaveBeenCalledWith({ variables: { after: 'c20' } });
    expect(await screen.findByRole('button', { name: 'Loading…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('shows nothing when there is no next page', () => {
    const { container } = render(<LoadMore pageInfo={{ hasNextPage: false }} fetchMore={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
