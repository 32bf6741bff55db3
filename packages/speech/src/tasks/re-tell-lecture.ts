import { keyPointStrategy } from './key-point-speech';

/** Re-tell Lecture: the lecture retold in free speech; content 0–5 by the key points covered. */
export const reTellLecture = keyPointStrategy('re-tell-lecture');
