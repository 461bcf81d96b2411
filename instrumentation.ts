/** Runs once when the server starts: check the configuration and load keys before any request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/bootstrap');
  await startServer();
}
