import '@testing-library/jest-dom';

Object.assign(globalThis, { __APP_VERSION__: 'test', __APP_NAME__: 'test', __KERNEL_VERSION__: '1.0.0' });
