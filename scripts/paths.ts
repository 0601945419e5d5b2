import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const DEPLOY_DIR = process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : path.join(ROOT, 'deploy');
