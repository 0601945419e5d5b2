import { formatMoney, formatPercent, roundMoney } from './format';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

test('prices are PLN in the Polish way', () => {
  expect(nbsp(formatMoney(45.9))).toBe('45,90 zł');
  expect(nbsp(formatMoney(1234.5))).toBe('1 234,50 zł');
  expect(nbsp(formatMoney(0))).toBe('0,00 zł');
  expect(nbsp(formatMoney(-12))).toBe('-12,00 zł');
});

test('money is rounded to grosze', () => {
  expect(roundMoney(1.005)).toBe(1.01);
  expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  expect(roundMoney(389 * 0.88)).toBe(342.32);
});

test('percents in the reader language: a space before the sign in Polish, none in English', () => {
  expect(formatPercent(10.5, 'pl')).toBe('10,5\u00a0%');
  expect(formatPercent(12, 'pl-PL')).toBe('12\u00a0%');
  expect(formatPercent(10.5, 'en')).toBe('10.5%');
  expect(formatPercent(33.333, 'en')).toBe('33.33%');
});
