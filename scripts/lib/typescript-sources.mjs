/**
 * Lets a development script (evaluations, the content build) import the workspace's TypeScript sources directly,
 * through tsx's loader. Called after `ensureNpmDependencies()`, since tsx is an npm dev dependency; the server
 * itself never needs it, as it runs compiled.
 */
export async function registerTypeScript() {
  const { register } = await import('tsx/esm/api');
  register();
}
