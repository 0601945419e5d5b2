import { expectCompleteTranslations } from '@parts/shared-kernel/test-support';
import en from './en.json';
import pl from './pl.json';

test('the en and pl texts of the cart and checkout are complete: same keys, plural forms, no empty text, same placeholders', () => {
  expectCompleteTranslations(en, pl);
});
