import { expectCompleteTranslations } from '@parts/shared-kernel/test-support';
import en from './en.json';
import pl from './pl.json';
import bootEn from './boot/en.json';
import bootPl from './boot/pl.json';

test('the en and pl texts of the shell are complete: same keys, plural forms, no empty text, same placeholders', () => {
  expectCompleteTranslations(en, pl);
});

test("the en and pl words of the shell's start (shown before its other texts have loaded) are complete", () => {
  expectCompleteTranslations(bootEn, bootPl);
});
