import { describe, expect, it } from 'vitest'
import { applyToDocument, motionReduced, REDUCE_MOTION_CLASS } from '../page-settings'

const base = { language: 'en', animationSpeed: 1, reducedMotion: 'system', volume: 0.8, debug: false } as const

describe('page settings', () => {
  it('reduced motion follows the system only when set to system', () => {
    expect(motionReduced({ ...base, reducedMotion: 'system' }, true)).toBe(true)
    expect(motionReduced({ ...base, reducedMotion: 'system' }, false)).toBe(false)
    expect(motionReduced({ ...base, reducedMotion: 'on' }, false)).toBe(true)
    expect(motionReduced({ ...base, reducedMotion: 'off' }, true)).toBe(false)
  })

  it('an animation speed of 0 means no motion', () => {
    expect(motionReduced({ ...base, reducedMotion: 'off', animationSpeed: 0 }, false)).toBe(true)
  })

  it('writes lang, the motion class and the motion scale onto <html>', () => {
    const doc = document.implementation.createHTMLDocument('t')
    applyToDocument(doc, { ...base, language: 'it', animationSpeed: 2 }, false)
    expect(doc.documentElement.lang).toBe('it')
    expect(doc.documentElement.classList.contains(REDUCE_MOTION_CLASS)).toBe(false)
    expect(doc.documentElement.style.getPropertyValue('--motion-scale')).toBe('2')
    applyToDocument(doc, { ...base, reducedMotion: 'on' }, false)
    expect(doc.documentElement.classList.contains(REDUCE_MOTION_CLASS)).toBe(true)
    expect(doc.documentElement.style.getPropertyValue('--motion-scale')).toBe('0')
  })
})
