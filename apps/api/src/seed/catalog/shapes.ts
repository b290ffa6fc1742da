/**
 * Simple product silhouettes drawn in a 200x200 box. Each drawer receives a
 * main colour `c`, a darker accent `d` and a light tone `l`; the caller wraps
 * the result in a <g> that sets stroke=d so primitives inherit an outline.
 */
type Draw = (c: string, d: string, l: string) => string;

const R = (x: number, y: number, w: number, h: number, rx: number, f: string) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${f}"/>`;
const C = (cx: number, cy: number, r: number, f: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${f}"/>`;
const E = (cx: number, cy: number, rx: number, ry: number, f: string) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${f}"/>`;
const P = (d: string, f: string) => `<path d="${d}" fill="${f}"/>`;
const LN = (d: string, w = 3) => `<path d="${d}" fill="none" stroke-width="${w}"/>`;

const keys = (l: string) => {
  let s = '';
  for (let r = 0; r < 3; r++) for (let k = 0; k < 9; k++) s += R(24 + k * 17, 80 + r * 17, 13, 12, 2, l);
  return s;
};

const tshirt: Draw = (c, d, l) => P('M70 30 L40 45 L15 85 L45 100 L55 85 V180 H145 V85 L155 100 L185 85 L160 45 L130 30 Q100 55 70 30 Z', c) + LN('M70 30 Q100 55 130 30');
const sweater: Draw = (c) => P('M70 28 L38 42 L20 150 L45 155 L57 82 V180 H143 V82 L155 155 L180 150 L162 42 L130 28 Q100 48 70 28 Z', c) + LN('M57 170 H143');
const coat: Draw = (c, d, l) => sweater(c, d, l) + LN('M100 42 V180', 4) + R(70, 120, 18, 14, 2, l) + R(112, 120, 18, 14, 2, l);
const shirt: Draw = (c, d, l) => tshirt(c, d, l) + P('M78 32 L100 58 L122 32 L112 28 L100 45 L88 28 Z', l) + C(100, 80, 3, d) + C(100, 110, 3, d) + C(100, 140, 3, d);
const dress: Draw = (c, d, l) => P('M75 20 L68 70 Q100 82 132 70 L125 20 Q100 40 75 20 Z', c) + P('M68 70 Q100 82 132 70 L170 182 Q100 196 30 182 Z', c) + LN('M70 74 Q100 86 130 74', 5);
const skirt: Draw = (c) => P('M65 40 H135 L172 170 Q100 186 28 170 Z', c) + R(62, 30, 76, 16, 4, c) + LN('M85 48 L70 172 M115 48 L130 172');
const pants: Draw = (c) => P('M55 20 H145 L160 185 H112 L100 80 L88 185 H40 Z', c) + LN('M55 34 H145');
const sneaker: Draw = (c, d, l) => P('M20 120 Q22 80 50 78 L85 70 Q95 95 120 98 L165 112 Q185 118 185 140 H20 Z', c) + R(16, 138, 172, 20, 8, l) + LN('M70 82 L82 100 M80 78 L92 96 M92 76 L104 94');
const heel: Draw = (c, d) => P('M25 120 Q70 70 120 118 Q140 135 175 110 L182 128 Q150 160 120 150 L40 150 Z', c) + P('M160 128 L172 126 L168 185 L160 185 Z', d);
const boot: Draw = (c, d, l) => P('M60 20 H115 V115 L165 128 Q185 135 182 160 H40 V120 Q50 90 60 20 Z', c) + R(36, 158, 150, 18, 6, l);
const sandal: Draw = (c, d, l) => R(20, 140, 165, 22, 10, l) + P('M40 140 Q70 90 100 140 Z', c) + P('M100 140 Q130 95 165 140 Z', c);
const sock: Draw = (c, d, l) => P('M70 20 H125 V120 L160 140 Q185 160 160 182 Q150 186 135 180 L70 150 Z', c) + R(68, 20, 59, 22, 3, l);
const bra: Draw = (c, d) => P('M25 110 Q40 50 95 100 Q60 150 25 110 Z', c) + P('M175 110 Q160 50 105 100 Q140 150 175 110 Z', c) + LN('M95 100 H105 M40 75 L60 30 M160 75 L140 30', 4);
const briefs: Draw = (c) => P('M30 50 H170 L160 90 Q120 110 110 160 H90 Q80 110 40 90 Z', c) + LN('M30 62 H170');
const backpack: Draw = (c, d, l) => R(45, 40, 110, 145, 28, c) + P('M45 80 Q100 110 155 80 V70 Q100 95 45 70 Z', d) + R(65, 120, 70, 45, 8, l) + LN('M80 40 Q100 10 120 40', 6);
const suitcase: Draw = (c, d, l) => R(50, 40, 100, 135, 14, c) + LN('M80 40 V20 H120 V40', 6) + LN('M75 55 V160 M100 55 V160 M125 55 V160') + C(70, 182, 7, d) + C(130, 182, 7, d);
const handbag: Draw = (c, d, l) => P('M35 80 H165 L180 180 H20 Z', c) + LN('M65 80 Q65 30 100 30 Q135 30 135 80', 7) + R(88, 100, 24, 14, 3, l);

const phone: Draw = (c, d, l) => R(60, 12, 80, 176, 16, c) + R(68, 26, 64, 140, 6, l) + C(100, 19, 2.5, d);
const tablet: Draw = (c, d, l) => R(35, 20, 130, 165, 12, c) + R(45, 30, 110, 145, 4, l);
const laptop: Draw = (c, d, l) => R(40, 38, 120, 88, 6, c) + R(48, 46, 104, 72, 2, l) + P('M22 130 H178 L168 152 H32 Z', c);
const monitor: Draw = (c, d, l) => R(15, 30, 170, 110, 8, c) + R(23, 38, 154, 94, 3, l) + R(92, 140, 16, 25, 0, d) + R(60, 165, 80, 10, 4, c);
const tv: Draw = (c, d, l) => R(8, 40, 184, 110, 4, c) + R(14, 46, 172, 98, 2, l) + LN('M40 150 L30 170 M160 150 L170 170', 5);
const desktop: Draw = (c, d, l) => R(62, 30, 126, 100, 8, c) + R(70, 38, 110, 84, 3, l) + R(118, 130, 14, 28, 0, d) + R(95, 158, 60, 10, 4, c) + R(12, 50, 40, 130, 6, c) + C(32, 70, 5, d) + LN('M22 100 H42 M22 112 H42', 2);
const keyboard: Draw = (c, d, l) => R(15, 70, 170, 70, 8, c) + keys(l);
const mouse: Draw = (c, d, l) => R(62, 30, 76, 140, 38, c) + LN('M100 30 V85') + R(95, 50, 10, 22, 5, l);
const ssd: Draw = (c, d, l) => R(45, 30, 110, 145, 16, c) + R(60, 45, 80, 20, 4, l) + C(100, 150, 5, d);
const usb: Draw = (c, d, l) => R(75, 60, 50, 120, 10, c) + R(85, 25, 30, 38, 2, l) + R(92, 35, 6, 8, 0, d) + R(102, 35, 6, 8, 0, d);
const printer: Draw = (c, d, l) => R(60, 20, 80, 50, 2, '#ffffff') + R(20, 65, 160, 80, 12, c) + R(55, 130, 90, 50, 2, '#ffffff') + R(140, 80, 24, 8, 3, l);
const projector: Draw = (c, d, l) => R(20, 70, 160, 80, 16, c) + C(62, 110, 26, d) + C(62, 110, 15, l) + R(110, 90, 50, 8, 3, l);
const box: Draw = (c, d) => P('M40 70 L100 40 L160 70 V150 L100 180 L40 150 Z', c) + LN('M40 70 L100 100 L160 70 M100 100 V180');
const watch: Draw = (c, d, l) => R(78, 8, 44, 184, 12, d) + R(52, 48, 96, 104, 26, c) + R(62, 58, 76, 84, 18, l) + R(148, 85, 8, 22, 3, c);
const band: Draw = (c, d, l) => R(40, 75, 120, 50, 25, d) + R(70, 82, 60, 36, 18, c) + R(78, 90, 44, 20, 10, l);
const vr: Draw = (c, d, l) => LN('M25 100 Q100 20 175 100', 8) + R(30, 68, 140, 76, 30, c) + C(72, 106, 17, l) + C(128, 106, 17, l);
const headphones: Draw = (c, d, l) => LN('M42 125 V95 a58 58 0 0 1 116 0 V125', 12) + R(26, 105, 38, 66, 14, c) + R(136, 105, 38, 66, 14, c);
const earbuds: Draw = (c, d, l) => R(45, 100, 110, 80, 36, l) + LN('M45 140 H155') + C(75, 55, 18, c) + R(69, 58, 12, 42, 6, c) + C(125, 55, 18, c) + R(119, 58, 12, 42, 6, c);
const speaker: Draw = (c, d, l) => R(55, 18, 90, 168, 22, c) + C(100, 122, 34, l) + C(100, 122, 13, d) + C(100, 56, 14, l);
const charger: Draw = (c, d, l) => R(82, 25, 9, 32, 2, d) + R(109, 25, 9, 32, 2, d) + R(55, 55, 90, 115, 18, c) + R(86, 145, 28, 8, 3, l);
const powerbank: Draw = (c, d, l) => R(42, 30, 116, 140, 20, c) + C(80, 150, 4, l) + C(93, 150, 4, l) + C(106, 150, 4, l) + C(119, 150, 4, d) + R(85, 60, 30, 50, 6, l);
const phonecase: Draw = (c, d, l) => R(58, 12, 84, 176, 18, c) + R(70, 24, 38, 46, 10, d) + C(82, 38, 7, l) + C(97, 56, 7, l);
const cable: Draw = (c, d, l) => LN('M45 150 C 45 50, 155 150, 155 50', 10).replace('fill="none"', `fill="none" stroke="${c}"`) + R(33, 150, 24, 36, 5, l) + R(143, 14, 24, 36, 5, l);
const camera: Draw = (c, d, l) => R(22, 60, 156, 104, 14, c) + R(50, 44, 44, 20, 4, d) + C(100, 112, 38, d) + C(100, 112, 24, l) + C(155, 78, 6, l);
const actioncam: Draw = (c, d, l) => R(45, 55, 110, 90, 16, c) + C(80, 100, 26, d) + C(80, 100, 14, l) + R(120, 70, 24, 14, 3, l);
const drone: Draw = (c, d, l) => LN('M45 45 L155 155 M155 45 L45 155', 8) + E(45, 45, 30, 7, l) + E(155, 45, 30, 7, l) + E(45, 155, 30, 7, l) + E(155, 155, 30, 7, l) + R(72, 78, 56, 44, 14, c) + C(100, 130, 9, d);
const walkie: Draw = (c, d, l) => R(120, 8, 10, 50, 4, d) + R(62, 50, 76, 136, 14, c) + R(74, 64, 52, 38, 5, l) + LN('M78 120 H122 M78 134 H122 M78 148 H122');

const fridge: Draw = (c, d, l) => R(50, 10, 100, 180, 10, c) + LN('M100 10 V190') + R(88, 60, 6, 40, 3, d) + R(106, 60, 6, 40, 3, d);
const washer: Draw = (c, d, l) => R(35, 20, 130, 165, 12, c) + LN('M35 55 H165') + C(100, 120, 45, d) + C(100, 120, 33, l) + C(60, 38, 6, d) + R(110, 32, 40, 10, 3, l);
const aircon: Draw = (c, d, l) => R(10, 55, 180, 70, 20, c) + LN('M30 108 H170') + R(150, 70, 22, 8, 4, l) + LN('M60 140 Q65 155 60 170 M100 140 Q105 155 100 170 M140 140 Q145 155 140 170', 2);
const pot: Draw = (c, d, l) => E(100, 70, 70, 22, l) + P('M30 72 Q30 170 100 172 Q170 170 170 72 Q100 96 30 72 Z', c) + R(86, 40, 28, 14, 6, d) + R(80, 120, 40, 18, 4, l);
const fryer: Draw = (c, d, l) => R(40, 25, 120, 155, 40, c) + R(55, 95, 90, 60, 10, l) + R(80, 120, 40, 12, 5, d) + C(100, 60, 12, l);
const blender: Draw = (c, d, l) => P('M60 20 H140 L128 130 H72 Z', l) + R(60, 14, 80, 12, 4, d) + P('M62 130 H138 L148 185 H52 Z', c) + C(100, 158, 8, l);
const kettle: Draw = (c, d, l) => P('M55 60 H140 L150 175 H45 Z', c) + LN('M140 75 Q180 90 150 150', 8) + P('M55 70 L25 55 L30 48 L60 60 Z', c) + R(75, 45, 45, 16, 5, d) + R(40, 172, 115, 12, 4, d);
const microwave: Draw = (c, d, l) => R(12, 45, 176, 115, 10, c) + R(24, 58, 110, 88, 6, l) + C(160, 80, 8, d) + C(160, 110, 8, d);
const vacuum: Draw = (c, d, l) => C(100, 105, 78, c) + C(100, 105, 50, l) + C(100, 60, 10, d) + LN('M40 150 Q100 190 160 150');
const stickvac: Draw = (c, d, l) => R(92, 15, 16, 135, 6, d) + R(78, 30, 44, 60, 16, c) + C(100, 60, 12, l) + P('M55 150 H145 L155 180 H45 Z', c);
const fan: Draw = (c, d, l) => R(95, 110, 10, 60, 3, d) + E(100, 178, 50, 10, c) + C(100, 75, 60, l) + P('M100 75 Q60 30 100 20 Q110 50 100 75 Q150 70 150 105 Q120 105 100 75 Q70 120 50 100 Q70 80 100 75 Z', c) + C(100, 75, 9, d);
const humidifier: Draw = (c, d, l) => R(55, 70, 90, 115, 36, c) + R(70, 110, 60, 40, 10, l) + LN('M90 60 Q80 40 92 20 M110 60 Q120 40 108 20', 4);
const hairdryer: Draw = (c, d, l) => R(30, 40, 120, 60, 30, c) + C(135, 70, 24, l) + P('M70 95 H100 L110 185 H80 Z', c) + R(20, 55, 18, 30, 6, d);
const toothbrush: Draw = (c, d, l) => R(85, 55, 30, 135, 15, c) + R(92, 10, 16, 55, 6, l) + R(90, 14, 20, 24, 4, '#ffffff') + C(100, 110, 6, d);
const shaver: Draw = (c, d, l) => R(65, 75, 70, 115, 30, c) + R(55, 20, 90, 55, 16, l) + C(80, 47, 14, d) + C(120, 47, 14, d) + C(100, 120, 8, l);
const massager: Draw = (c, d, l) => R(40, 35, 120, 60, 30, c) + R(80, 85, 40, 100, 14, c) + C(30, 65, 22, l) + C(120, 65, 8, d);

const jar: Draw = (c, d, l) => R(45, 60, 110, 115, 20, c) + R(40, 35, 120, 34, 10, d) + R(62, 100, 76, 40, 4, l);
const dropper: Draw = (c, d, l) => R(60, 80, 80, 105, 18, c) + R(80, 55, 40, 28, 4, d) + E(100, 35, 16, 24, d) + R(72, 115, 56, 35, 4, l);
const mask: Draw = (c, d, l) => R(40, 25, 120, 160, 12, c) + C(100, 95, 38, l) + C(86, 88, 6, d) + C(114, 88, 6, d) + LN('M88 112 Q100 120 112 112');
const tube: Draw = (c, d, l) => P('M60 20 H140 L125 150 H75 Z', c) + R(78, 150, 44, 32, 6, d) + R(80, 50, 40, 50, 4, l);
const bottle: Draw = (c, d, l) => R(55, 70, 90, 115, 22, c) + R(85, 45, 30, 28, 4, d) + LN('M100 45 V20 H135', 6) + R(72, 110, 56, 40, 4, l);
const lipstick: Draw = (c, d, l) => P('M78 60 L78 22 Q100 5 122 30 L122 60 Z', c) + R(70, 60, 60, 30, 4, '#d9b36c') + R(66, 90, 68, 96, 8, d);
const palette: Draw = (c, d, l) => R(20, 40, 160, 120, 14, d) + C(62, 80, 18, c) + C(100, 80, 18, l) + C(138, 80, 18, c) + C(62, 122, 18, l) + C(100, 122, 18, c) + C(138, 122, 18, l);
const mascara: Draw = (c, d, l) => R(85, 20, 30, 80, 12, d) + R(80, 95, 40, 90, 12, c) + R(88, 120, 24, 40, 4, l);
const perfume: Draw = (c, d, l) => R(40, 70, 120, 110, 20, c) + R(80, 40, 40, 32, 6, d) + R(65, 100, 70, 50, 6, l);
const candle: Draw = (c, d, l) => R(50, 80, 100, 100, 16, c) + R(60, 110, 80, 40, 4, l) + LN('M100 80 V62') + P('M100 62 Q88 45 100 25 Q112 45 100 62 Z', '#f5a623');

const snackbag: Draw = (c, d, l) => P('M45 30 L155 30 L150 175 L50 175 Z', c) + LN('M45 30 L55 22 L65 30 L75 22 L85 30 L95 22 L105 30 L115 22 L125 30 L135 22 L145 30 L155 22') + E(100, 110, 36, 30, l);
const cookie: Draw = (c, d, l) => C(100, 100, 75, c) + C(75, 80, 8, d) + C(120, 70, 7, d) + C(110, 120, 9, d) + C(75, 125, 6, d) + C(135, 105, 6, d);
const candy: Draw = (c, d, l) => P('M20 70 L60 100 L20 130 Z', l) + P('M180 70 L140 100 L180 130 Z', l) + E(100, 100, 48, 38, c) + LN('M78 80 Q100 100 78 120 M100 72 Q122 100 100 128');
const apple: Draw = (c, d, l) => P('M100 60 Q60 35 35 75 Q15 130 60 175 Q80 190 100 178 Q120 190 140 175 Q185 130 165 75 Q140 35 100 60 Z', c) + LN('M100 62 Q100 40 112 25', 5) + P('M105 45 Q130 20 150 35 Q130 55 105 45 Z', '#5aa02c');
const cherry: Draw = (c, d, l) => LN('M70 130 Q80 60 120 25 M130 130 Q125 70 120 25', 4) + C(70, 145, 32, c) + C(132, 140, 32, c) + C(60, 135, 8, l) + C(122, 130, 8, l);
const orange: Draw = (c, d, l) => C(100, 110, 72, c) + C(80, 90, 10, l) + P('M100 40 Q120 15 150 25 Q130 50 100 40 Z', '#5aa02c');
const kiwi: Draw = (c, d, l) => E(100, 100, 80, 68, '#8b6b3d') + E(100, 100, 68, 56, c) + E(100, 100, 22, 16, l) + LN('M60 80 L70 85 M140 80 L130 85 M60 120 L70 115 M140 120 L130 115');
const sack: Draw = (c, d, l) => P('M50 40 Q100 25 150 40 L165 180 Q100 195 35 180 Z', c) + LN('M55 50 Q100 38 145 50') + R(65, 90, 70, 55, 8, l);
const oil: Draw = (c, d, l) => P('M55 55 H145 V180 Q100 190 55 180 Z', c) + R(85, 30, 30, 28, 4, d) + LN('M120 65 Q165 70 150 120', 8) + R(70, 100, 60, 45, 4, l);
const noodle: Draw = (c, d, l) => R(40, 40, 120, 130, 8, l) + LN('M55 40 V170 M70 40 V170 M85 40 V170 M100 40 V170 M115 40 V170 M130 40 V170 M145 40 V170', 2) + R(35, 90, 130, 34, 4, c);
const carton: Draw = (c, d, l) => P('M55 55 L100 20 L145 55 V185 H55 Z', c) + LN('M55 55 H145') + R(70, 90, 60, 60, 6, l);
const coffee: Draw = (c, d, l) => P('M45 60 H145 L135 165 H55 Z', c) + LN('M145 85 Q180 95 142 135', 8) + E(100, 175, 75, 12, l) + LN('M80 45 Q75 30 85 15 M110 45 Q105 30 115 15', 4);
const tea: Draw = (c, d, l) => R(50, 45, 100, 140, 10, c) + R(45, 25, 110, 28, 6, d) + P('M100 85 Q140 95 130 140 Q90 140 100 85 Z', '#5aa02c') + LN('M100 85 Q112 115 130 140');
const water: Draw = (c, d, l) => P('M80 20 H120 V40 Q145 55 145 85 V175 Q100 188 55 175 V85 Q55 55 80 40 Z', c) + R(55, 100, 90, 40, 2, l);
const steak: Draw = (c, d, l) => P('M40 70 Q70 25 130 40 Q180 55 165 110 Q150 165 90 160 Q30 155 40 70 Z', c) + P('M120 70 Q140 75 135 100 Q115 100 120 70 Z', l) + LN('M70 80 Q95 110 80 140', 2);
const egg: Draw = (c, d, l) => E(70, 110, 40, 52, c) + E(130, 110, 40, 52, c) + E(100, 80, 36, 46, c) + E(90, 66, 8, 12, l);
const shrimp: Draw = (c, d, l) => P('M150 60 Q160 130 100 160 Q50 175 35 140 L60 135 Q90 140 110 115 Q125 95 115 60 Z', c) + LN('M150 60 Q175 40 185 20 M145 62 Q160 35 165 15', 2) + C(140, 72, 5, d);

const bedding: Draw = (c, d, l) => R(25, 130, 150, 45, 10, c) + R(32, 92, 136, 40, 10, l) + R(40, 55, 120, 38, 10, c) + R(50, 25, 100, 32, 10, l);
const pillow: Draw = (c, d, l) => P('M30 60 Q100 40 170 60 Q185 100 170 140 Q100 160 30 140 Q15 100 30 60 Z', c) + LN('M50 75 Q100 62 150 75', 2);
const sofa: Draw = (c, d, l) => R(40, 55, 120, 70, 14, c) + R(15, 85, 40, 75, 14, c) + R(145, 85, 40, 75, 14, c) + R(50, 115, 100, 45, 8, l) + LN('M30 160 V180 M170 160 V180', 6);
const bed: Draw = (c, d, l) => R(20, 40, 30, 140, 6, c) + R(45, 110, 140, 45, 8, l) + R(55, 92, 40, 20, 8, '#ffffff') + LN('M180 155 V180 M25 180 H185', 6);
const table: Draw = (c, d) => R(15, 70, 170, 18, 4, c) + R(30, 88, 12, 90, 2, d) + R(158, 88, 12, 90, 2, d);
const desk: Draw = (c, d, l) => table(c, d, l) + R(110, 88, 48, 40, 3, c) + R(126, 104, 16, 6, 2, l);
const wardrobe: Draw = (c, d, l) => R(35, 15, 130, 170, 8, c) + LN('M100 15 V185') + R(88, 80, 6, 30, 3, d) + R(106, 80, 6, 30, 3, d);
const wok: Draw = (c, d, l) => P('M25 80 H145 Q140 160 85 160 Q30 160 25 80 Z', c) + E(85, 80, 60, 10, l) + R(140, 72, 55, 14, 7, d);
const knife: Draw = (c, d, l) => P('M30 60 H130 V120 Q80 125 30 95 Z', l) + R(128, 70, 55, 22, 8, c) + C(145, 81, 3, d) + C(165, 81, 3, d);
const thermos: Draw = (c, d, l) => R(70, 45, 60, 140, 20, c) + R(72, 15, 56, 34, 10, d) + R(82, 90, 36, 50, 6, l);
const bowl: Draw = (c, d, l) => P('M25 90 H175 Q170 165 100 170 Q30 165 25 90 Z', c) + E(100, 90, 75, 14, l) + LN('M60 120 Q100 135 140 120', 2);
const lamp: Draw = (c, d, l) => E(100, 180, 50, 10, d) + LN('M100 175 L70 100 L120 50', 7) + P('M105 30 L160 55 L140 95 Z', c) + C(140, 85, 8, l);
const ceilinglamp: Draw = (c, d, l) => E(100, 100, 85, 40, c) + E(100, 92, 62, 24, l) + R(92, 55, 16, 10, 3, d);

const can: Draw = (c, d, l) => R(45, 45, 110, 140, 14, c) + E(100, 45, 55, 14, d) + R(60, 90, 80, 55, 6, l);
const diaper: Draw = (c, d, l) => P('M30 50 H170 Q165 110 125 120 Q110 165 100 170 Q90 165 75 120 Q35 110 30 50 Z', c) + R(30, 50, 140, 16, 4, l) + R(38, 70, 24, 14, 3, d) + R(138, 70, 24, 14, 3, d);
const wipes: Draw = (c, d, l) => R(25, 55, 150, 100, 22, c) + E(100, 90, 38, 14, l) + R(60, 118, 80, 22, 6, l);
const stroller: Draw = (c, d, l) => P('M40 40 Q40 120 100 120 H150 V80 Q150 40 100 40 Z', c) + LN('M40 40 L15 25 M150 80 L185 30 M70 120 L55 170 M130 120 L145 170', 5) + C(55, 172, 12, d) + C(145, 172, 12, d);
const babybottle: Draw = (c, d, l) => P('M88 15 Q100 5 112 15 L118 45 H82 Z', l) + R(72, 42, 56, 20, 4, d) + R(68, 60, 64, 125, 18, c) + LN('M80 100 H95 M80 125 H95 M80 150 H95', 2);
const carseat: Draw = (c, d, l) => P('M60 20 Q110 10 120 40 L125 120 L165 125 Q180 170 150 180 H60 Q45 100 60 20 Z', c) + R(75, 50, 30, 90, 10, l);
const blocks: Draw = (c, d, l) => R(20, 120, 70, 60, 4, c) + R(95, 120, 70, 60, 4, l) + R(55, 60, 70, 60, 4, d) + C(40, 115, 8, c) + C(70, 115, 8, c) + C(115, 115, 8, l) + C(145, 115, 8, l) + C(75, 55, 8, d) + C(105, 55, 8, d);
const toycar: Draw = (c, d, l) => P('M20 120 L35 85 L70 80 L90 55 H140 L160 85 L185 95 V135 H20 Z', c) + R(98, 62, 36, 24, 4, l) + C(55, 140, 20, d) + C(150, 140, 20, d) + C(55, 140, 8, l) + C(150, 140, 8, l);
const teddy: Draw = (c, d, l) => C(60, 45, 18, c) + C(140, 45, 18, c) + C(100, 75, 45, c) + E(100, 150, 55, 45, c) + E(100, 90, 18, 13, l) + C(84, 68, 5, d) + C(116, 68, 5, d);
const puzzle: Draw = (c, d, l) => R(25, 25, 70, 70, 4, c) + R(105, 25, 70, 70, 4, l) + R(25, 105, 70, 70, 4, l) + R(105, 105, 70, 70, 4, c) + C(100, 60, 12, c) + C(60, 100, 12, l);
const dumbbell: Draw = (c, d, l) => R(55, 92, 90, 16, 6, l) + R(20, 55, 22, 90, 6, c) + R(42, 65, 18, 70, 6, c) + R(158, 55, 22, 90, 6, c) + R(140, 65, 18, 70, 6, c);
const treadmill: Draw = (c, d, l) => P('M15 160 L170 140 L180 160 L20 180 Z', c) + LN('M150 145 L140 50 H110', 8) + R(100, 40, 50, 18, 5, l);
const mat: Draw = (c, d, l) => R(20, 60, 110, 110, 6, c) + E(150, 115, 35, 55, c) + E(150, 115, 20, 35, l);
const bike: Draw = (c, d, l) => C(70, 150, 32, c) + C(70, 150, 12, l) + LN('M70 150 L110 80 L150 170 M110 80 L105 50 M90 50 H120 M140 95 L160 60 L175 62', 7) + R(20, 170, 160, 12, 5, d);
const tent: Draw = (c, d, l) => P('M100 25 L185 175 H15 Z', c) + P('M100 80 L130 175 H70 Z', l) + LN('M100 25 V12');
const sleepingbag: Draw = (c, d, l) => R(45, 15, 110, 175, 40, c) + E(100, 50, 35, 22, l) + LN('M60 90 H140 M60 120 H140 M60 150 H140', 2);
const chair: Draw = (c, d, l) => P('M55 40 H145 L135 110 H65 Z', c) + R(55, 105, 90, 25, 6, c) + LN('M60 130 L140 185 M140 130 L60 185', 6);

const book: Draw = (c, d, l) => R(45, 20, 115, 160, 6, c) + R(40, 170, 120, 14, 3, '#ffffff') + R(62, 50, 80, 40, 3, l) + LN('M62 110 H142 M62 125 H120', 2);
const pen: Draw = (c, d, l) => P('M92 15 H108 V160 L100 190 L92 160 Z', c) + R(88, 15, 24, 40, 6, d) + R(108, 20, 6, 55, 3, l);
const notebook: Draw = (c, d, l) => R(50, 20, 115, 165, 8, c) + R(70, 40, 80, 30, 3, l) + LN('M40 40 H60 M40 70 H60 M40 100 H60 M40 130 H60 M40 160 H60', 5);
const folder: Draw = (c, d, l) => P('M20 50 H80 L95 65 H180 V170 H20 Z', c) + R(20, 80, 160, 90, 4, l);

const DRAW = {
  phone, walkie, watch, band, vr, headphones, earbuds, speaker, charger, powerbank, case: phonecase, cable, camera, actioncam, drone,
  laptop, desktop, monitor, keyboard, mouse, ssd, usb, printer, projector, box, tablet,
  fridge, tv, aircon, washer, pot, fryer, blender, kettle, microwave, vacuum, stickvac, fan, humidifier, hairdryer, toothbrush, shaver, massager,
  dress, tshirt, shirt, skirt, coat, sweater, pants, bra, briefs, pajamas: shirt, sock, shoe: sneaker, sneaker, heel, boot, sandal, backpack, suitcase, handbag,
  jar, dropper, mask, tube, bottle, lipstick, palette, mascara, perfume, candle,
  snackbag, cookie, candy, apple, cherry, orange, kiwi, sack, oil, noodle, carton, coffee, tea, water, steak, egg, shrimp,
  bedding, quilt: bedding, pillow, towel: bedding, sofa, bed, table, desk, wardrobe, wok, knife, thermos, bowl, lamp, ceilinglamp,
  can, diaper, wipes, stroller, babybottle, carseat, blocks, toycar, teddy, puzzle,
  dumbbell, treadmill, mat, bike, tent, sleepingbag, chair, yoga: tshirt,
  book, pen, notebook, folder,
} satisfies Record<string, Draw>;

export type Shape = keyof typeof DRAW;

/** Silhouette markup for a shape in a 200x200 box, outlined with `d`. */
export function drawShape(shape: Shape, c: string, d: string, l: string): string {
  return `<g stroke="${d}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${DRAW[shape](c, d, l)}</g>`;
}
