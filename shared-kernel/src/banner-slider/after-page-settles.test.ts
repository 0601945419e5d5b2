import { afterPageSettles } from './after-page-settles';

type Callback = () => void;
let observed: Callback[] = [];
class FakeObserver {
  static supportedEntryTypes = ['resource'];
  constructor(private readonly callback: Callback) {}
  observe() {
    observed.push(this.callback);
  }
  disconnect() {
    observed = observed.filter((callback) => callback !== this.callback);
  }
}
const resourceFinished = () => observed.forEach((callback) => callback());

beforeEach(() => {
  jest.useFakeTimers();
  observed = [];
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
});

test('due the delay after the call on a page that loads nothing more', () => {
  const due = jest.fn();
  afterPageSettles(due, 5000, 15_000);
  jest.advanceTimersByTime(4999);
  expect(due).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(due).toHaveBeenCalledTimes(1);
  expect(observed).toHaveLength(0);
});

test('each finished resource moves it to the delay after that one, never past the cap', () => {
  const due = jest.fn();
  afterPageSettles(due, 5000, 15_000);
  jest.advanceTimersByTime(4000);
  resourceFinished();
  jest.advanceTimersByTime(4000);
  expect(due).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1000);
  expect(due).toHaveBeenCalledTimes(1);

  const capped = jest.fn();
  afterPageSettles(capped, 5000, 15_000);
  for (let i = 0; i < 5; i += 1) {
    jest.advanceTimersByTime(4000);
    resourceFinished();
  }
  expect(capped).toHaveBeenCalledTimes(1); // at 15 s, though the page was still loading
  jest.advanceTimersByTime(20_000);
  expect(capped).toHaveBeenCalledTimes(1);
});

test('cancelled, it never runs', () => {
  const due = jest.fn();
  const cancel = afterPageSettles(due, 5000, 15_000);
  cancel();
  jest.advanceTimersByTime(20_000);
  expect(due).not.toHaveBeenCalled();
  expect(observed).toHaveLength(0);
});
