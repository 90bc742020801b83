/** What the page could get from the browser's devices, and why not. */
export type DeviceProblem = 'denied' | 'none' | 'busy' | null;
export type LocalMedia = {
  stream: MediaStream | null;
  /** Set when the camera or microphone is missing, refused or busy. */
  problem: DeviceProblem;
  /** Only the microphone (no camera was found). */
  isAudioOnly: boolean;
};

const problemOf = (error: unknown): Exclude<DeviceProblem, null> => {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'none';
};

/**
 * Asks for camera and microphone; without a camera, the microphone alone. Never throws: the
 * answer says what is missing so the page can show a designed message.
 */
export async function openLocalMedia(): Promise<LocalMedia> {
  if (!navigator.mediaDevices?.getUserMedia) return { stream: null, problem: 'none', isAudioOnly: false };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: true,
      video: { width: { ideal: 1280 }, height: { ideal: 720 } },
    });
    return { stream, problem: null, isAudioOnly: false };
  } catch (error) {
    const problem = problemOf(error);
    if (problem === 'denied') return { stream: null, problem, isAudioOnly: false };
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      return { stream, problem: null, isAudioOnly: true };
    } catch (second) {
      return { stream: null, problem: problemOf(second), isAudioOnly: false };
    }
  }
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
