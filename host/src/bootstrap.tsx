import '@parts/shared-kernel/tokens.css';
import { mountShop } from './app/mount';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void mountShop(root);
