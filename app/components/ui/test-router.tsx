/** Renders a component inside a memory router (links need one), for the kit's component tests. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export function renderInRouter(element: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}
