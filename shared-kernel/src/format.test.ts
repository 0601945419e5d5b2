import { formatMoney, roundMoney } from './format';

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
