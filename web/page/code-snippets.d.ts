/** The snippet files esbuild bundles as JSON (web/build.mjs). */
declare module "*.code-snippets" {
  const snippets: unknown;
  export default snippets;
}
