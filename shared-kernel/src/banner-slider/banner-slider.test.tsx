import { render, screen, waitFor } from '@testing-library/react';
import { initI18n, setLocale } from '../i18n';
import { SliderType } from '../schemas/slider-type';
import { answer, callsMade, collectNotices, failure, server } from '../test-support';
import { BannerSlider, prefetchSlides } from '.';

beforeAll(async () => {
  await initI18n();
  setLocale('en');
});

const slide = {
  Id: 1,
  PictureUrl: '/backoffice/images/slides/1.svg',
  FullWidth: true,
  Description: 'Spring service',
  ButtonText: '',
  Link: '',
};
const sliderCalls = () => callsMade().filter((call) => call.startsWith('GET /api/slider'));

test("slides that cannot be loaded: SPEC 8's notification once, no slider; shown again, the slider asks nothing more", async () => {
  server.use(failure('GET /api/slider', 503, { title: 'Slides are resting', status: 503 }, 'Service Unavailable'));
  const notices = collectNotices();
  const first = render(<BannerSlider sliderType={SliderType.LoginPage} />);
  await waitFor(() => expect(notices).toEqual([{ kind: 'danger', title: 'Service Unavailable', message: 'Slides are resting' }]));
  await waitFor(() => expect(document.querySelector('[data-skeleton="banner-slider"]')).toBeNull());
  expect(screen.queryByTestId('banner-slider')).toBeNull();
  first.unmount();

  render(<BannerSlider sliderType={SliderType.LoginPage} />);
  expect(document.querySelector('[data-skeleton="banner-slider"]')).toBeNull();
  expect(screen.queryByTestId('banner-slider')).toBeNull();
  expect(sliderCalls()).toEqual(['GET /api/slider?sliderType=3']);
  expect(notices).toHaveLength(1);
});

test('slides asked for ahead that failed: the notification once, the slider asks nothing more', async () => {
  server.use(failure('GET /api/slider', 503, { title: 'Slides are resting', status: 503 }, 'Service Unavailable'));
  const notices = collectNotices();
  prefetchSlides(SliderType.HomePage);
  await waitFor(() => expect(notices).toHaveLength(1));
  render(<BannerSlider sliderType={SliderType.HomePage} />);
  expect(document.querySelector('[data-skeleton="banner-slider"]')).toBeNull();
  expect(screen.queryByTestId('banner-slider')).toBeNull();
  expect(sliderCalls()).toEqual(['GET /api/slider?sliderType=0']);
  expect(notices).toHaveLength(1);
});

test("the slides asked for ahead are the slider's, in the shop's query client: one request, a slider shown again shows them at once", async () => {
  server.use(answer('GET /api/slider', [slide]));
  prefetchSlides(SliderType.HomePage);
  const first = render(<BannerSlider sliderType={SliderType.HomePage} />);
  expect(await screen.findByText('Spring service')).toBeInTheDocument();
  first.unmount();
  render(<BannerSlider sliderType={SliderType.HomePage} />);
  expect(screen.getByText('Spring service')).toBeInTheDocument();
  expect(sliderCalls()).toEqual(['GET /api/slider?sliderType=0']);
});
