import { addNotice, type ShownNotice } from './notifications';

test('a danger notice whose message is already shown is not added', () => {
  const shown: ShownNotice[] = [{ id: 1, kind: 'danger', title: 'Error', message: 'Boom', dialog: null }];
  expect(addNotice(shown, { kind: 'danger', title: 'Internal Server Error', message: 'Boom' }, 2)).toHaveLength(1);
  expect(addNotice(shown, { kind: 'danger', message: 'Other' }, 2)).toHaveLength(2);
  expect(addNotice(shown, { kind: 'info', message: 'Boom' }, 2)).toHaveLength(2);
});
