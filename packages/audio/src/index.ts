/**
 * @pte/audio — audio of spoken answers as typed arrays, for the browser recorder and the speech assessment
 * alike: WAV decoding and 16-bit encoding, resampling to the speech rate, channel mixing. Pure TypeScript.
 */
export { decodeWav, encodeWav16, readWavHeader, WavFormatError, type DecodedAudio, type WavHeader } from './wav';
export { resample, SPEECH_SAMPLE_RATE } from './resample';
export { concatSamples } from './concat';
export { downmix } from './downmix';
export { toInt16 } from './pcm16';
