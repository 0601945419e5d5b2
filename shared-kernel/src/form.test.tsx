import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { useTextForm } from './form';

const Schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('required')),
  code: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(3, 'tooShort')),
});
type Values = v.InferOutput<typeof Schema>;

function Form({ onValid }: { onValid: (values: Values) => Promise<void> | void }) {
  const { field, handleSubmit, errors, isSubmitting, setError } = useTextForm<Values, Values>(Schema, { name: '', code: '' });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <label>
        Name <input {...field('name')} />
      </label>
      {errors.name && <p>name: {errors.name}</p>}
      <label>
        Code <input {...field('code')} />
      </label>
      {errors.code && <p>code: {errors.code}</p>}
      <button type="submit">{isSubmitting ? 'Sending' : 'Send'}</button>
      <button type="button" onClick={() => setError('code', 'taken', { shouldFocus: true })}>
        Server says taken
      </button>
    </form>
  );
}

test('validates on submit: the messages of the failed rules, the first invalid field focused, nothing sent', async () => {
  const onValid = jest.fn();
  render(<Form onValid={onValid} />);
  await userEvent.type(screen.getByLabelText('Code'), 'ab');
  expect(screen.queryByText(/code:/)).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByText('name: required')).toBeInTheDocument();
  expect(screen.getByText('code: tooShort')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(onValid).not.toHaveBeenCalled();
});

test('after a submit, each change validates again; valid values arrive as the schema gives them', async () => {
  const onValid = jest.fn();
  render(<Form onValid={onValid} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await userEvent.type(screen.getByLabelText('Name'), '  Jan ');
  expect(screen.queryByText(/name:/)).toBeNull();
  await userEvent.type(screen.getByLabelText('Code'), 'ab');
  expect(screen.getByText('code: tooShort')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Code'), 'c');
  expect(screen.queryByText(/code:/)).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onValid).toHaveBeenCalledWith({ name: 'Jan', code: 'ABC' });
});

test('tells it is submitting while the handler runs; an error set by the caller shows and takes the focus', async () => {
  let finish: () => void = () => undefined;
  render(<Form onValid={() => new Promise<void>((resolve) => (finish = resolve))} />);
  await userEvent.type(screen.getByLabelText('Name'), 'Jan');
  await userEvent.type(screen.getByLabelText('Code'), 'abc');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('button', { name: 'Sending' })).toBeInTheDocument();
  finish();
  expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Server says taken' }));
  expect(screen.getByText('code: taken')).toBeInTheDocument();
  expect(screen.getByLabelText('Code')).toHaveFocus();
});
