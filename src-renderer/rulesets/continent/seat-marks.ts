/**
 * How a seat is told apart on the table: a shape, a colour and the character's initial, so colour
 * is never the only cue (design §4). Seats are clockwise (C-D-9); four shapes for the four seats.
 */
export interface SeatMark { shape: 'circle' | 'square' | 'triangle' | 'diamond'; colour: string; initial: string }

const SHAPES: SeatMark['shape'][] = ['circle', 'square', 'triangle', 'diamond']
// Chosen to stay distinct for the common colour-vision deficiencies (blue/orange/yellow/pink).
const COLOURS = ['#5aa9e6', '#f29e4c', '#f1e05a', '#e58fbf']

export function seatMark(seat: number, name: string): SeatMark {
  return {
    shape: SHAPES[seat % SHAPES.length] ?? 'circle',
    colour: COLOURS[seat % COLOURS.length] ?? '#ffffff',
    initial: (name.trim()[0] ?? String(seat + 1)).toUpperCase(),
  }
}
