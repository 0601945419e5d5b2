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

const Choice = v.variant('mode', [
  v.object({ mode: v.literal('new'), name: v.pipe(v.string(), v.nonEmpty('required')), count: v.number() }),
  v.object({ mode: v.literal('existing'), name: v.string(), count: v.pipe(v.number(), v.minValue(1, 'atLeastOne')) }),
]);
type ChoiceValues = v.InferOutput<typeof Choice>;

function ChoiceForm({ onValid }: { onValid: (values: ChoiceValues) => void }) {
  const { radio, field, handleSubmit, errors, setValue, reset, values } = useTextForm<ChoiceValues, ChoiceValues>(Choice, {
    mode: 'new',
    name: '',
    count: 0,
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <label>
        <input {...radio('mode', 'new')} /> New
      </label>
      <label>
        <input {...radio('mode', 'existing')} /> Existing
      </label>
      <label>
        Name <input {...field('name')} />
      </label>
      {errors.name && <p>name: {errors.name}</p>}
      {errors.count && <p>count: {errors.count}</p>}
      <p>count is {values.count}</p>
      <button type="button" onClick={() => setValue('count', values.count + 1, { shouldValidate: true })}>
        More
      </button>
      <button type="button" onClick={() => reset({ mode: 'new', name: '', count: 0 })}>
        Start over
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

test('radio buttons choose a branch of the schema; a value set by the page is validated when asked; reset starts over', async () => {
  const onValid = jest.fn();
  render(<ChoiceForm onValid={onValid} />);
  expect(screen.getByLabelText('New')).toBeChecked();
  await userEvent.click(screen.getByLabelText('Existing'));
  expect(screen.getByLabelText('Existing')).toBeChecked();
  expect(screen.getByLabelText('New')).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByText('count: atLeastOne')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'More' }));
  expect(screen.getByText('count is 1')).toBeInTheDocument();
  expect(screen.queryByText(/count:/)).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onValid).toHaveBeenCalledWith({ mode: 'existing', name: '', count: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
  expect(screen.getByLabelText('New')).toBeChecked();
  expect(screen.getByText('count is 0')).toBeInTheDocument();
  // before a submit, typing does not validate
  await userEvent.type(screen.getByLabelText('Name'), 'x');
  await userEvent.clear(screen.getByLabelText('Name'));
  expect(screen.queryByText(/name:/)).toBeNull();
});
