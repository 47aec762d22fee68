let audio: AudioContext | null = null;

/**
 * A short beep and a vibration when a box was found: the buyer looks at the box, not the screen. Either may be
 * unavailable (no WebAudio, iOS has no vibration, a muted phone): the on-screen message says it too.
 */
export function signalFound(): void {
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 1760;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.12);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.12);
  } catch {
    // No sound: the vibration and the message remain.
  }
  navigator.vibrate?.(80);
}
