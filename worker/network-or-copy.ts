/**
 * The network's answer; if it fails, or is still pending after `timeoutMs`, the
 * copy (when there is one). Rejects only when both are missing.
 */
export function networkOrCopyAfter(
  network: Promise<Response>,
  timeoutMs: number,
  copy: () => Promise<Response | undefined>,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (response: Response) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(response);
    };
    const timer = setTimeout(() => {
      void copy().then(
        (response) => response && settle(response),
        () => undefined,
      );
    }, timeoutMs);
    network.then(settle, (error: unknown) => {
      clearTimeout(timer);
      void copy().then(
        (response) => (response ? settle(response) : !settled && reject(error)),
        () => !settled && reject(error),
      );
    });
  });
}
