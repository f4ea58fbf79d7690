// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ErrorFallback } from './ErrorFallback';

describe('ErrorFallback', () => {
  it('shows the exact fallback of the spec with a refresh button and a support link', () => {
    render(
      <MemoryRouter>
        <ErrorFallback />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('We apologize for the inconvenience. Please try refreshing the page or contact support if the problem persists.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });
});
