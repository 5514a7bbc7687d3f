/**
 * The alert's sound (docs/product.md#alerts): two soft notes made by the Web Audio API, so
 * no sound file travels with the app. Browsers let a page sound only after a gesture of
 * its reader: `unlockChime` is called from one, and the chime stays silent until then.
 */
let context: AudioContext | undefined;

export function unlockChime(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
}

const NOTES = [
  { frequency: 880, at: 0 },
  { frequency: 1318.5, at: 0.16 },
];

export function playChime(): void {
  const audio = context;
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  for (const note of NOTES) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    const from = start + note.at;
    oscillator.type = 'sine';
    oscillator.frequency.value = note.frequency;
    gain.gain.setValueAtTime(0.0001, from);
    gain.gain.exponentialRampToValueAtTime(0.2, from + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, from + 0.6);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(from);
    oscillator.stop(from + 0.65);
  }
}
