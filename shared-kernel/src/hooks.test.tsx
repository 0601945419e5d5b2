import { render } from '@testing-library/react';
import { lastValue } from './events';
import { usePageTitle } from './hooks';

function Page({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

beforeEach(() => {
  delete window.__partsEvents;
});

test('a page names itself once it knows its name, and the name goes when the page goes', () => {
  const { rerender, unmount } = render(<Page title={null} />);
  expect(lastValue('page:title')).toBeUndefined();
  rerender(<Page title="Order 7" />);
  expect(lastValue('page:title')).toBe('Order 7');
  rerender(<Page title="Order 7 (updated)" />);
  expect(lastValue('page:title')).toBe('Order 7 (updated)');
  unmount();
  expect(lastValue('page:title')).toBeNull();
});
