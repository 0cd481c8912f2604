import type { ActionDice } from '../action-dice'
import type { WeatherDice } from '../weather-dice'

/**
 * The dice the tests use: the six-sided defaults proposed for our packs (rules/README.md). Tests
 * never depend on these counts except where they say so; injected faces decide the rolls.
 */
export const DICE: ActionDice = {
  build: {
    wound: ['wound', 'wound', 'blank', 'blank', 'blank', 'blank'],
    success: ['success', 'success', 'success', 'success', 'determination', 'determination'],
    adventure: ['adventure', 'adventure', 'blank', 'blank', 'blank', 'blank'],
  },
  gather: {
    wound: ['wound', 'wound', 'blank', 'blank', 'blank', 'blank'],
    success: ['success', 'success', 'success', 'success', 'success', 'determination'],
    adventure: ['adventure', 'adventure', 'blank', 'blank', 'blank', 'blank'],
  },
  explore: {
    wound: ['wound', 'wound', 'wound', 'blank', 'blank', 'blank'],
    success: ['success', 'success', 'success', 'success', 'determination', 'determination'],
    adventure: ['adventure', 'adventure', 'adventure', 'blank', 'blank', 'blank'],
  },
}

export const WEATHER_DICE: WeatherDice = {
  rain: [
    { id: 'rain1', clouds: { rain: 1, snow: 0 } },
    { id: 'rain1', clouds: { rain: 1, snow: 0 } },
    { id: 'rain2', clouds: { rain: 2, snow: 0 } },
    { id: 'rain2', clouds: { rain: 2, snow: 0 } },
    { id: 'clear', clouds: { rain: 0, snow: 0 } },
    { id: 'clear', clouds: { rain: 0, snow: 0 } },
  ],
  winter: [
    { id: 'snow1', clouds: { rain: 0, snow: 1 } },
    { id: 'snow2', clouds: { rain: 0, snow: 2 } },
    { id: 'rain1', clouds: { rain: 1, snow: 0 } },
    { id: 'rain2', clouds: { rain: 2, snow: 0 } },
    { id: 'snow1-rain1', clouds: { rain: 1, snow: 1 } },
    { id: 'snow1', clouds: { rain: 0, snow: 1 } },
  ],
  animals: [
    { id: 'blank', animals: 'blank' },
    { id: 'blank', animals: 'blank' },
    { id: 'blank', animals: 'blank' },
    { id: 'food', animals: 'food' },
    { id: 'palisade', animals: 'palisade' },
    { id: 'beast', animals: 'beast', strength: 3 },
  ],
}
