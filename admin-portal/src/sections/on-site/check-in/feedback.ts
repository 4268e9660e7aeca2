import type { CheckInOutcome } from '@caawg11/conference';

let audio: AudioContext | null = null;

/**
 * A short beep made by the page itself (no sound file to load): high for a check-in, low for
 * anything the volunteer must look at; with a vibration where the phone has one.
 */
export function signalOutcome(outcome: CheckInOutcome): void {
  const good = outcome === 'checked-in';
  try {
    navigator.vibrate?.(good ? 80 : [120, 80, 120]);
  } catch {
    // Some browsers refuse vibration without a gesture; the screen still says it all.
  }
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = good ? 880 : 220;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + (good ? 0.12 : 0.35));
  } catch {
    // No Web Audio here: the colour and the words carry the outcome.
  }
}
