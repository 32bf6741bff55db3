import { r2 } from './round';

/** The shapes a point or place can be marked with. */
export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'star';

/** A filled marker with a white outline, centred on (x, y); `size` is about its radius. */
export function marker(shape: MarkerShape, x: number, y: number, colour: string, size = 5): string {
  const paint = `fill="${colour}" stroke="#ffffff" stroke-width="1.5"`;
  switch (shape) {
    case 'square':
      return `<rect x="${r2(x - size)}" y="${r2(y - size)}" width="${size * 2}" height="${size * 2}" ${paint}/>`;
    case 'triangle':
      return `<path d="M${r2(x)} ${r2(y - size * 1.2)}L${r2(x + size * 1.15)} ${r2(y + size * 0.9)}L${r2(x - size * 1.15)} ${r2(y + size * 0.9)}Z" ${paint}/>`;
    case 'diamond':
      return `<path d="M${r2(x)} ${r2(y - size * 1.3)}L${r2(x + size * 1.3)} ${r2(y)}L${r2(x)} ${r2(y + size * 1.3)}L${r2(x - size * 1.3)} ${r2(y)}Z" ${paint}/>`;
    case 'star': {
      const points: string[] = [];
      for (let k = 0; k < 10; k += 1) {
        const radius = k % 2 === 0 ? size * 1.5 : size * 0.65;
        const angle = -Math.PI / 2 + (k * Math.PI) / 5;
        points.push(`${r2(x + radius * Math.cos(angle))} ${r2(y + radius * Math.sin(angle))}`);
      }
      return `<path d="M${points.join('L')}Z" ${paint}/>`;
    }
    case 'circle':
      return `<circle cx="${r2(x)}" cy="${r2(y)}" r="${size}" ${paint}/>`;
  }
}
