import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthLayout } from './auth-layout';

function ShowState() {
  return <p>state: {JSON.stringify(useLocation().state)}</p>;
}

describe('AuthLayout', () => {
  it('links to another auth page after its prompt, carrying the router state along', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: '/settings' } }]}>
        <Routes>
          <Route
            path="/login"
            element={
              <AuthLayout title="Sign in" footer={{ prompt: 'New here?', to: '/register', label: 'Create an account' }}>
                <p>form</p>
              </AuthLayout>
            }
          />
          <Route path="/register" element={<ShowState />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('New here?', { exact: false })).toHaveTextContent('New here? Create an account');
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(screen.getByText('state: {"from":"/settings"}')).toBeInTheDocument();
  });
});
