/**
 * Resolves with the first SIGINT or SIGTERM. Registered before the runtime is loaded, so a
 * signal that arrives during start-up still means a graceful stop instead of the default kill.
 */
export function shutdownSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolve(signal);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}
