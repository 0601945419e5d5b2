declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** Version of the app that was built, from its package.json (or the build's override). */
declare const __APP_VERSION__: string;
/** Version of the shared kernel the app was built with. */
declare const __KERNEL_VERSION__: string;
/** Federation name of the app that was built. */
declare const __APP_NAME__: string;
