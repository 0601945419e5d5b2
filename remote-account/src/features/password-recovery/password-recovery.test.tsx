import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectNotices, mockApi, renderAt, setUp } from '../../test-support/harness';
import { ForgotPasswordConfirmPage } from './ForgotPasswordConfirmPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';

beforeEach(() => setUp());

describe('forgot password', () => {
  test('the e-mail is required', async () => {
    const calls = mockApi(() => undefined);
    renderAt(<ForgotPasswordPage />, { url: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Recover' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  test('the outcome is only logged: a failure shows no notification', async () => {
    const notices = collectNotices();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = mockApi(() => ({ status: 500, statusText: 'Internal Server Error', body: { title: 'Boom' } }));
    renderAt(<ForgotPasswordPage />, { url: '/forgot-password' });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'jan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Recover' }));
    await screen.findByText('If the address is registered, a recovery link is on its way.');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/Customer/PasswordRecovery', body: { Email: 'jan@example.com' } });
    expect(notices).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('forgot password confirm', () => {
  const url = '/forgot-password/confirm?email=jan%40example.com&token=abc123';
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change password' }));

  test('both passwords need at least 6 characters', async () => {
    const calls = mockApi(() => undefined);
    renderAt(<ForgotPasswordConfirmPage />, { url });
    await userEvent.type(screen.getByLabelText(/^New password/), '12345');
    await submit();
    expect(await screen.findByText('The password must have at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  test("different passwords: 'Password not match'", async () => {
    const calls = mockApi(() => undefined);
    renderAt(<ForgotPasswordConfirmPage />, { url });
    await userEvent.type(screen.getByLabelText(/^New password/), 'zażółć');
    await userEvent.type(screen.getByLabelText(/Repeat new password/), 'zażółć!');
    await submit();
    expect(await screen.findByText('Password not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  test('sends both passwords Base64 with the e-mail and token of the link, then goes to log in', async () => {
    const notices = collectNotices();
    const calls = mockApi(() => ({ body: { Success: true } }));
    renderAt(<ForgotPasswordConfirmPage />, { url });
    await userEvent.type(screen.getByLabelText(/^New password/), 'zażółć');
    await userEvent.type(screen.getByLabelText(/Repeat new password/), 'zażółć');
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls[0]).toMatchObject({
      path: '/api/Customer/PasswordRecoveryConfirm',
      body: { Email: 'jan@example.com', Token: 'abc123', NewPassword: 'emHFvMOzxYLEhw==', ConfirmNewPassword: 'emHFvMOzxYLEhw==' },
    });
    expect(notices).toContainEqual({ kind: 'success', message: 'Password was successfully updated.' });
  });

  test("an expired link: the server's message is listed", async () => {
    mockApi(() => ({
      status: 400,
      statusText: 'Bad Request',
      body: { title: 'One or more validation errors occurred.', errors: { Token: ['The recovery link is invalid or expired.'] } },
    }));
    renderAt(<ForgotPasswordConfirmPage />, { url });
    await userEvent.type(screen.getByLabelText(/^New password/), 'secret1');
    await userEvent.type(screen.getByLabelText(/Repeat new password/), 'secret1');
    await submit();
    expect(await screen.findByText('The recovery link is invalid or expired.')).toBeInTheDocument();
  });
});
