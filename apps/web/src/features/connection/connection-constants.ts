/** The backend counts as unreachable (Offline) when it has not answered for 10000 ms. */
export const OFFLINE_TIMEOUT_MS = 10000;

/** First wait before probing the backend again after a failed probe. */
export const RETRY_INITIAL_DELAY_MS = 1000;

/** Each further wait is the previous one times 1.5 … */
export const RETRY_BACKOFF_MULTIPLIER = 1.5;

/** … up to 60000 ms. */
export const RETRY_MAX_DELAY_MS = 60000;

/** While Online, how often the backend is probed to notice it going away. */
export const ONLINE_CHECK_INTERVAL_MS = 30000;

/** The backend's health endpoint (under the API base) that the probes call. */
export const HEALTH_PATH = '/health';
