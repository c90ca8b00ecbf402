import { describe, expect, it } from 'vitest';
import { coordinatesOf, parseVCard } from './vcard';

describe('contact cards', () => {
  it('reads the name and the first number', () => {
    const card =
      'BEGIN:VCARD\nVERSION:3.0\nFN:Maria Silva\nTEL;type=CELL;waid=5511912345678:+55 11 91234-5678\nTEL:123\nEND:VCARD';
    expect(parseVCard(card)).toEqual({ name: 'Maria Silva', number: '5511912345678' });
  });

  it('answers nulls for a card without them', () => {
    expect(parseVCard('BEGIN:VCARD\nEND:VCARD')).toEqual({ name: null, number: null });
  });
});

describe('locations', () => {
  it('reads coordinates, with or without a description line', () => {
    expect(coordinatesOf('-23.55,-46.63')).toEqual({ latitude: -23.55, longitude: -46.63 });
    expect(coordinatesOf('-23.55, -46.63\nAv. Paulista')).toEqual({ latitude: -23.55, longitude: -46.63 });
  });

  it('refuses what is not a place', () => {
    expect(coordinatesOf('Av. Paulista')).toBeNull();
    expect(coordinatesOf('95,10')).toBeNull();
  });
});
