import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { h } from 'vue'
import ModalDialog from '../ModalDialog.vue'

let wrapper: VueWrapper | undefined
afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

type Props = InstanceType<typeof ModalDialog>['$props']

/** Mounts a dialog with two buttons, the second marked to take focus, attached to the document (focus needs it). */
function open(props: Partial<Props> = {}, marked = true): VueWrapper {
  return mount(ModalDialog, {
    attachTo: document.body,
    props: { heading: 'Are you sure?', testid: 'q', ...props },
    slots: {
      default: () => [
        h('button', { type: 'button', 'data-testid': 'first' }, 'First'),
        h('button', { type: 'button', 'data-testid': 'second', ...(marked ? { 'data-autofocus': '' } : {}) }, 'Second'),
      ],
    },
  })
}
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0))

describe('ModalDialog', () => {
  it('is a labelled modal dialog whose focus starts on the marked control', async () => {
    wrapper = open({ description: 'It cannot be undone.' })
    await settle()
    const box = wrapper.get('[data-testid="q"]')
    expect(box.attributes('aria-modal')).toBe('true')
    const label = document.getElementById(box.attributes('aria-labelledby') ?? '')
    expect(label?.textContent?.trim()).toBe('Are you sure?')
    expect(document.getElementById(box.attributes('aria-describedby') ?? '')?.textContent?.trim()).toBe('It cannot be undone.')
    expect(document.activeElement?.getAttribute('data-testid')).toBe('second')
  })

  it('starts on its heading when nothing is marked, so the question is read first', async () => {
    wrapper = open({}, false)
    await settle()
    expect(document.activeElement?.tagName).toBe('H2')
  })

  it('closes on Escape and keeps every key from the page behind it', async () => {
    wrapper = open()
    let behind = 0
    const count = (): void => { behind++ }
    document.addEventListener('keydown', count)
    await wrapper.get('[data-testid="second"]').trigger('keydown', { key: 'd' })
    await wrapper.get('[data-testid="second"]').trigger('keydown', { key: 'Escape' })
    document.removeEventListener('keydown', count)
    expect(behind).toBe(0)
    expect(wrapper.emitted('close')).toHaveLength(1)
  })

  it('closes on a click outside the box unless told not to, and never when not dismissable', async () => {
    wrapper = open()
    await wrapper.get('.modal-backdrop').trigger('click')
    expect(wrapper.emitted('close')).toHaveLength(1)
    wrapper.unmount()
    wrapper = open({ backdropCloses: false })
    await wrapper.get('.modal-backdrop').trigger('click')
    expect(wrapper.emitted('close')).toBeUndefined()
    wrapper.unmount()
    wrapper = open({ dismissable: false })
    await wrapper.get('[data-testid="q"]').trigger('keydown', { key: 'Escape' })
    expect(wrapper.emitted('close')).toBeUndefined()
  })

  it('gives focus back to where it was when it closes, unless the opener does that itself', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    wrapper = open()
    await settle()
    expect(document.activeElement).not.toBe(opener)
    wrapper.unmount()
    expect(document.activeElement).toBe(opener)
    opener.focus()
    wrapper = open({ restoreFocus: false })
    await settle()
    wrapper.unmount()
    expect(document.activeElement).not.toBe(opener)
    wrapper = undefined
  })
})
