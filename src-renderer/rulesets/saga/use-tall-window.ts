/**
 * Whether the window is tall (900 px and more, e.g. 1920×1080): grids that are looked at closely
 * (the journey strip, the enemy card) take larger squares there and stay compact at 1280×720.
 */
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'

export function useTallWindow(): Ref<boolean> {
  const tall = ref(window.innerHeight >= 900)
  const onResize = (): void => { tall.value = window.innerHeight >= 900 }
  onMounted(() => window.addEventListener('resize', onResize))
  onBeforeUnmount(() => window.removeEventListener('resize', onResize))
  return tall
}
