/**
 * index.html's frame script (run here on index.html's own body) and the host's side of the frame:
 * the takeover removes it, the headers remember their height for the next load's frame.
 */
import fs from 'node:fs';
import path from 'node:path';
import { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { emit } from '@parts/shared-kernel';
import { frameHintKey, useShellFrameHint, useShellFrameTakeover } from './shell-frame';
import { withBootLists } from './boot-lists';

/** index.html as the build writes it (its boot lists from the route table). */
const html = withBootLists(fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8'));

/** index.html's body (the frame and its script) and its data lists, then the frame script run as the browser runs it. */
function loadFrame(url: string): HTMLElement {
  window.history.replaceState(null, '', url);
  const lists = [...html.matchAll(/<script id="[^"]+" type="application\/json">[\s\S]*?<\/script>/g)].map(([block]) => block).join('');
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  document.head.innerHTML = lists;
  document.documentElement.removeAttribute('data-frame');
  document.documentElement.style.removeProperty('--frame-header');
  // the head's last script (the frame's layout), then the body with the frame and its language script
  const head = html.slice(0, html.indexOf('</head>'));
  const layoutScript = /<script>([\s\S]*?)<\/script>\s*$/.exec(head.slice(head.lastIndexOf('<script>')))?.[1];
  if (!layoutScript) throw new Error("index.html's head has no frame layout script");
  new Function(layoutScript)();
  document.body.innerHTML = body;
  const script = /<div id="shell-frame"[\s\S]*?<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('index.html has no frame script');
  new Function(script)();
  return document.getElementById('shell-frame')!;
}

/** The frame's layout as index.html's head wrote it on <html>. */
const layout = () => document.documentElement.getAttribute('data-frame');
const headerHeight = () => document.documentElement.style.getPropertyValue('--frame-header');

afterEach(() => {
  window.localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  act(() => emit('auth:token', null));
});

test('a guest on /login gets the simple layout frame in Polish, with the bar alone', () => {
  const frame = loadFrame('/login');
  expect(layout()).toBe('simple out');
  expect(document.documentElement.lang).toBe('pl');
  expect(frame.querySelector('[role="status"]')?.textContent).toBe('Ładowanie aplikacji...');
  expect(headerHeight()).toBe('');
});

test('a signed-in dealer who chose English gets the default layout on a board, with the header height remembered at this width', () => {
  window.localStorage.setItem('token', 'abc');
  window.localStorage.setItem('i18nextLng', 'en');
  window.localStorage.setItem('parts:shell-frame:default:in', `${window.innerWidth}:92.5`);
  const frame = loadFrame('/level4/product/12?hotspots=3');
  expect(layout()).toBe('default in');
  expect(document.documentElement.lang).toBe('en');
  expect(frame.querySelector('[role="status"]')?.textContent).toBe('Loading Application...');
  expect(headerHeight()).toBe('92.5px');
});

test("a height remembered at another width, or a guest's, is not used; the guard's destination decides the layout", () => {
  window.localStorage.setItem('parts:shell-frame:simple:out', `${window.innerWidth + 1}:134`);
  window.localStorage.setItem('parts:shell-frame:default:in', `${window.innerWidth}:93`);
  // a guest opening a signed-in page is sent to /login
  loadFrame('/cart');
  expect(layout()).toBe('simple out');
  expect(headerHeight()).toBe('');
  // a signed-in dealer opening /login is sent home
  window.localStorage.setItem('token', 'abc');
  loadFrame('/login');
  expect(layout()).toBe('default in');
  expect(headerHeight()).toBe('93px');
  // a path of no route is the not-found page's (no header)
  loadFrame('/no/such/page');
  expect(layout()).toBe('empty in');
});

function Header({ layout }: { layout: 'default' | 'simple' }) {
  const ref = useRef<HTMLElement>(null);
  useShellFrameHint(layout, ref);
  return <header ref={ref}>header</header>;
}

function Takeover() {
  useShellFrameTakeover();
  return <p>the shop</p>;
}

test("the host's layout removes the frame when it commits, and its header's height is remembered per layout and session", () => {
  const frame = loadFrame('/login');
  const offsetHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(65);
  try {
    const root = document.createElement('div');
    document.body.appendChild(root);
    render(
      <>
        <Takeover />
        <Header layout="simple" />
      </>,
      { container: root },
    );
    expect(frame.isConnected).toBe(false);
    expect(document.getElementById('shell-frame')).toBeNull();
    expect(layout()).toBeNull();
    expect(window.localStorage.getItem(frameHintKey('simple', false))).toBe(`${window.innerWidth}:65`);

    act(() => emit('auth:token', 'abc'));
    offsetHeight.mockReturnValue(93);
    render(<Header layout="default" />, { container: root });
    expect(window.localStorage.getItem(frameHintKey('default', true))).toBe(`${window.innerWidth}:93`);
  } finally {
    offsetHeight.mockRestore();
  }
});
