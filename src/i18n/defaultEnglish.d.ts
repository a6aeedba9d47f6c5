/** The default English copy in two parts (scripts/vite/defaultEnglishSplitPlugin.ts). */
declare module 'virtual:onramp/default-english-*' {
  const copy: Record<string, string>;
  export default copy;
}
