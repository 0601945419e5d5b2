import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { topic } from '@parts/shared-kernel/test-support';
import { prepareShop } from '../../../test-support/shop-harness';
import { TOPIC_AUTOPLAY_MS, TopicCarousel } from './TopicCarousel';

const TOPICS = [topic(1, 'about-us', 'About us'), topic(2, 'shipping', 'Shipping and returns'), topic(3, 'contact', 'Contact')];

const shown = () =>
  screen
    .getAllByRole('link')
    .filter((link) => !link.closest('[aria-hidden="true"]'))
    .map((link) => link.textContent);

beforeEach(async () => {
  await prepareShop({ locale: 'en' });
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

function renderCarousel() {
  return render(
    <MemoryRouter>
      <TopicCarousel topics={TOPICS} />
    </MemoryRouter>,
  );
}

test('one topic at a time, the next every 3 s, round and round; each links to its content page', () => {
  renderCarousel();
  expect(shown()).toEqual(['About us']);
  expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/p/about-us');
  act(() => jest.advanceTimersByTime(TOPIC_AUTOPLAY_MS));
  expect(shown()).toEqual(['Shipping and returns']);
  act(() => jest.advanceTimersByTime(2 * TOPIC_AUTOPLAY_MS));
  expect(shown()).toEqual(['About us']);
});

test('it stands still under the pointer and while a topic has the keyboard focus', () => {
  renderCarousel();
  const strip = screen.getByRole('navigation');
  fireEvent.pointerEnter(strip);
  act(() => jest.advanceTimersByTime(3 * TOPIC_AUTOPLAY_MS));
  expect(shown()).toEqual(['About us']);
  fireEvent.pointerLeave(strip);
  act(() => screen.getByRole('link', { name: 'About us' }).focus());
  act(() => jest.advanceTimersByTime(3 * TOPIC_AUTOPLAY_MS));
  expect(shown()).toEqual(['About us']);
  act(() => screen.getByRole('link', { name: 'About us' }).blur());
  act(() => jest.advanceTimersByTime(TOPIC_AUTOPLAY_MS));
  expect(shown()).toEqual(['Shipping and returns']);
});
