import type { AudioContextLike, AudioNodeLike, AudioParamLike, GainLike, OscillatorLike } from '../sound-player'

/** One call on a fake audio param, to check what the player scheduled. */
export interface ParamCall { method: string; value: number; time: number }

class FakeParam implements AudioParamLike {
  calls: ParamCall[] = []
  setValueAtTime(value: number, time: number): void { this.calls.push({ method: 'set', value, time }) }
  linearRampToValueAtTime(value: number, time: number): void { this.calls.push({ method: 'linear', value, time }) }
  exponentialRampToValueAtTime(value: number, time: number): void { this.calls.push({ method: 'exp', value, time }) }
}

export class FakeOscillator implements OscillatorLike {
  type: OscillatorLike['type'] = 'sine'
  frequency = new FakeParam()
  started: number | null = null
  stopped: number | null = null
  connect(): void { /* the graph is not checked, only what is scheduled */ }
  start(when: number): void { this.started = when }
  stop(when: number): void { this.stopped = when }
}

export class FakeGain implements GainLike {
  gain = new FakeParam()
  connect(): void { /* see FakeOscillator.connect */ }
  /** The loudest level this gain reaches. */
  peak(): number { return Math.max(...this.gain.calls.map((c) => c.value)) }
}

/** A stand-in for the browser's AudioContext that records the oscillators and gains made. */
export class FakeAudioContext implements AudioContextLike {
  currentTime = 10
  state = 'running'
  resumed = 0
  readonly destination: AudioNodeLike = { connect: () => undefined }
  oscillators: FakeOscillator[] = []
  gains: FakeGain[] = []
  resume(): Promise<void> { this.resumed++; this.state = 'running'; return Promise.resolve() }
  createOscillator(): FakeOscillator { const o = new FakeOscillator(); this.oscillators.push(o); return o }
  createGain(): FakeGain { const g = new FakeGain(); this.gains.push(g); return g }
}
