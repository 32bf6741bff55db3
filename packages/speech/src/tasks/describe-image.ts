import { keyPointStrategy } from './key-point-speech';

/** Describe Image: the image described in free speech; content 0–5 by the key elements covered. */
export const describeImage = keyPointStrategy('describe-image');
