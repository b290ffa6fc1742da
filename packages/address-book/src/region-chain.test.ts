import { describe, expect, it } from 'vitest';
import { chooseRegion, firstOpenLevel, moveInGrid, type RegionChain } from './region-chain';

const shenzhen: RegionChain = [44, 4403, 440305, 440305001];

describe('chooseRegion', () => {
  it('a new province clears the city, district and street', () => {
    expect(chooseRegion(shenzhen, 0, 11)).toEqual([11, 0, 0, 0]);
  });

  it('a new district keeps the province and city and clears the street', () => {
    expect(chooseRegion(shenzhen, 2, 440304)).toEqual([44, 4403, 440304, 0]);
  });

  it('the same region again keeps everything below it', () => {
    expect(chooseRegion(shenzhen, 1, 4403)).toBe(shenzhen);
  });
});

describe('firstOpenLevel', () => {
  it('opens on the first level not chosen, or on the street when all are', () => {
    expect(firstOpenLevel([0, 0, 0, 0])).toBe(0);
    expect(firstOpenLevel([44, 4403, 0, 0])).toBe(2);
    expect(firstOpenLevel(shenzhen)).toBe(3);
  });
});

describe('moveInGrid (4 names a row)', () => {
  it('left and right step one name and stop at the ends', () => {
    expect(moveInGrid(0, 'ArrowRight', 10)).toBe(1);
    expect(moveInGrid(0, 'ArrowLeft', 10)).toBe(0);
    expect(moveInGrid(9, 'ArrowRight', 10)).toBe(9);
  });

  it('up and down step a row and stay put past the first or last row', () => {
    expect(moveInGrid(1, 'ArrowDown', 10)).toBe(5);
    expect(moveInGrid(5, 'ArrowUp', 10)).toBe(1);
    expect(moveInGrid(7, 'ArrowDown', 10)).toBe(7);
    expect(moveInGrid(2, 'ArrowUp', 10)).toBe(2);
  });

  it('Home and End go to the first and last name; other keys are not its', () => {
    expect(moveInGrid(6, 'Home', 10)).toBe(0);
    expect(moveInGrid(2, 'End', 10)).toBe(9);
    expect(moveInGrid(2, 'a', 10)).toBeNull();
    expect(moveInGrid(0, 'ArrowDown', 0)).toBeNull();
  });
});
