import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, callsMade, failure, server } from '@parts/shared-kernel/test-support';
import { collectNotices, renderAt, setUp } from '../../test-support/harness';
import { ForgotPasswordConfirmPage } from './ForgotPasswordConfirmPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';

beforeEach(() => setUp());

describe('forgot password', () => {
  test('the e-mail is required', async () => {
    renderAt(<ForgotPasswordPage />, { url: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Recover' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(callsMade()).toEqual([]);
  });

  test('the outcome is only logged: a failure shows no notification', async () => {
    const notices = collectNotices();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent: unknown[] = [];
    server.use(
      answer('POST /api/Customer/PasswordRecovery', ({ body }) => {
        sent.push(body);
        return new Response(JSON.stringify({ title: 'Boom' }), {
          status: 500,
          statusText: 'Internal Server Error',
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    renderAt(<ForgotPasswordPage />, { url: '/forgot-password' });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'jan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Recover' }));
    await screen.findByText('If the address is registered, a recovery link is on its way.');
    expect(callsMade()).toEqual(['POST /api/Customer/PasswordRecovery']);
    expect(sent).toEqual([{ Email: 'jan@example.com' }]);
    expect(notices).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('forgot password confirm', () => {
  const url = '/forgot-password/confirm?email=jan%40example.com&token=abc123';
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change password' }));

  test('both passwords need at least 6 characters', async () => {
    renderAt(<ForgotPasswordConfirmPage />, { url });
    await userEvent.type(screen.getByLabelText(/^New password/), '12345');
    await submit();
    expect(await screen.findByText('The password must have at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(callsMade()).toEqual([]);
  });

  test("different passwords: 'Password not match'", async () => {
    renderAt(<ForgotPasswordConfirmPage />, { url });
    await userEvent.type(screen.getByLabelText(/^New password/), 'zażółć');
    await userEvent.type(screen.getByLabelText(/Repeat new password/), 'zażółć!');
    await submit();
    expect(await screen.findByText('Password not match')).toBeInTheDocument();
    expect(callsMade()).toEqual([]);
  });

  test('sends both passwords Base64 with the e-mail and token of the link, then goes to log in', async () => {
    const notices = collectNotices();
    const sent: unknown[] = [];
    server.use(
      answer('POST /api/Customer/PasswordRecoveryConfirm', ({ body }) => {
        sent.push(body);
        return { Success: true };
      }),
    );
    renderAt(<ForgotPasswordConfirmPage />, { url });
    await userEvent.type(screen.getByLabelText(/^New password/), 'zażółć');
    await userEvent.type(screen.getByLabelText(/Repeat new password/), 'zażółć');
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(sent).toEqual([
      { Email: 'jan@example.com', Token: 'abc123', NewPassword: 'emHFvMOzxYLEhw==', ConfirmNewPassword: 'emHFvMOzxYLEhw==' },
    ]);
    expect(notices).toContainEqual({ kind: 'success', message: 'Password was successfully updated.' });
  });

  test("an expired link: the server's message is listed", async () => {
    server.use(
      failure(
        'POST /api/Customer/PasswordRecoveryConfirm',
        400,
        { title: 'One or more validation errors occurred.', errors: { Token: ['The recovery link is invalid or expired.'] } },
        'Bad Request',
      ),
    );
    renderAt(<ForgotPasswordConfirmPage />, { url });
    await userEvent.type(screen.getByLabelText(/^New password/), 'secret1');
    await userEvent.type(screen.getByLabelText(/Repeat new password/), 'secret1');
    await submit();
    expect(await screen.findByText('The recovery link is invalid or expired.')).toBeInTheDocument();
  });
});
