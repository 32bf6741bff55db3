/**
 * Caption cues of a walkthrough and their WebVTT file: one cue per narration sentence at its real time, plus a
 * bracketed note for what is heard without narration (the recording, the learner's answer) and for edits.
 */

/** Minimum length of a note worth captioning, seconds. */
const MIN_NOTE_SECONDS = 1;

/** `[{ start, end }]` minus the intervals of `cut` (all in seconds), keeping pieces of at least MIN_NOTE_SECONDS. */
function subtract({ start, end }, cut) {
  let pieces = [{ start, end }];
  for (const hole of cut) {
    pieces = pieces.flatMap((piece) => {
      if (hole.end <= piece.start || hole.start >= piece.end) return [piece];
      return [
        { start: piece.start, end: Math.min(piece.end, hole.start) },
        { start: Math.max(piece.start, hole.end), end: piece.end },
      ].filter((part) => part.end - part.start >= MIN_NOTE_SECONDS);
    });
  }
  return pieces;
}

/**
 * The cues of a video, in seconds from its start, sorted by start: narration sentences, notes, and "[The recording
 * plays]" wherever the page's audio is heard without narration. `seconds(at)` turns a wall-clock time into video
 * time; `duration` is the video's length.
 */
export function buildCues({ spoken, notes, pageAudio }, seconds, duration) {
  const narration = spoken.flatMap((segment) =>
    segment.cues.map((cue) => ({ start: seconds(segment.at) + cue.start, end: seconds(segment.at) + cue.end, text: cue.text })),
  );
  const spokenSpans = spoken.map((segment) => ({ start: seconds(segment.at), end: seconds(segment.at) + segment.duration }));
  const editNotes = notes.map((note) => ({ start: seconds(note.at), end: seconds(note.end), text: note.text }));
  const recordingNotes = pageAudio.flatMap((interval) =>
    subtract({ start: seconds(interval.from), end: seconds(interval.to) }, [...spokenSpans, ...editNotes]).map((piece) => ({ ...piece, text: '[The recording plays]' })),
  );
  return [...narration, ...editNotes, ...recordingNotes]
    .map((cue) => ({ ...cue, start: Math.max(0, cue.start), end: Math.min(duration, cue.end) }))
    .filter((cue) => cue.end > cue.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** `HH:MM:SS.mmm`, WebVTT's timestamp. */
function timestamp(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (value, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The WebVTT file of `cues`, titled. */
export function toWebVtt(cues, title) {
  const body = cues.map((cue, index) => `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}\n`).join('\n');
  return `WEBVTT - ${title}\n\n${body}`;
}
