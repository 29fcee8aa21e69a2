import { BadRequestError } from '../../server/errors.ts';

export const UNIT_CATEGORIES = ['length', 'mass', 'volume', 'temperature', 'time', 'data', 'speed'] as const;
export type UnitCategory = (typeof UNIT_CATEGORIES)[number];

interface UnitDef {
  symbol: string;
  category: UnitCategory;
  /** Size of one unit in the category's base unit (m, kg, l, s, byte, m/s). Unused for temperature. */
  factor: number;
  aliases: string[];
}

const u = (symbol: string, category: UnitCategory, factor: number, ...aliases: string[]): UnitDef => ({
  symbol,
  category,
  factor,
  aliases,
});

/** US customary volumes (gal, qt, pt, cup, fl oz) unless marked imperial. */
const UNITS: UnitDef[] = [
  // length, base metre
  u('m', 'length', 1, 'meter', 'meters', 'metre', 'metres'),
  u('km', 'length', 1000, 'kilometer', 'kilometers', 'kilometre', 'kilometres'),
  u('cm', 'length', 0.01, 'centimeter', 'centimeters', 'centimetre', 'centimetres'),
  u('mm', 'length', 0.001, 'millimeter', 'millimeters', 'millimetre', 'millimetres'),
  u('um', 'length', 1e-6, 'µm', 'micrometer', 'micrometers', 'micron', 'microns'),
  u('nm', 'length', 1e-9, 'nanometer', 'nanometers'),
  u('mi', 'length', 1609.344, 'mile', 'miles'),
  u('yd', 'length', 0.9144, 'yard', 'yards'),
  u('ft', 'length', 0.3048, 'foot', 'feet', "'"),
  u('in', 'length', 0.0254, 'inch', 'inches', '"'),
  u('nmi', 'length', 1852, 'nautical_mile', 'nautical mile', 'nautical miles'),
  // mass, base kilogram
  u('kg', 'mass', 1, 'kilogram', 'kilograms', 'kilo', 'kilos'),
  u('g', 'mass', 0.001, 'gram', 'grams'),
  u('mg', 'mass', 1e-6, 'milligram', 'milligrams'),
  u('ug', 'mass', 1e-9, 'µg', 'microgram', 'micrograms'),
  u('t', 'mass', 1000, 'tonne', 'tonnes', 'metric ton', 'metric tons'),
  u('lb', 'mass', 0.45359237, 'lbs', 'pound', 'pounds'),
  u('oz', 'mass', 0.028349523125, 'ounce', 'ounces'),
  u('st', 'mass', 6.35029318, 'stone', 'stones'),
  // volume, base litre
  u('l', 'volume', 1, 'L', 'liter', 'liters', 'litre', 'litres'),
  u('ml', 'volume', 0.001, 'mL', 'milliliter', 'milliliters', 'millilitre', 'millilitres'),
  u('cl', 'volume', 0.01, 'cL', 'centiliter', 'centiliters', 'centilitre', 'centilitres'),
  u('dl', 'volume', 0.1, 'dL', 'deciliter', 'deciliters', 'decilitre', 'decilitres'),
  u('m3', 'volume', 1000, 'm³', 'cubic meter', 'cubic meters', 'cubic metre', 'cubic metres'),
  u('cm3', 'volume', 0.001, 'cm³', 'cc', 'cubic centimeter', 'cubic centimeters'),
  u('gal', 'volume', 3.785411784, 'gallon', 'gallons', 'us gallon', 'us gallons'),
  u('imp_gal', 'volume', 4.54609, 'imperial gallon', 'imperial gallons'),
  u('qt', 'volume', 0.946352946, 'quart', 'quarts'),
  u('pt', 'volume', 0.473176473, 'pint', 'pints'),
  u('cup', 'volume', 0.2365882365, 'cups'),
  u('floz', 'volume', 0.0295735295625, 'fl oz', 'fl_oz', 'fluid ounce', 'fluid ounces'),
  u('tbsp', 'volume', 0.01478676478125, 'tablespoon', 'tablespoons'),
  u('tsp', 'volume', 0.00492892159375, 'teaspoon', 'teaspoons'),
  // temperature (converted by formula)
  u('C', 'temperature', 1, '°C', 'celsius', 'centigrade', 'degc'),
  u('F', 'temperature', 1, '°F', 'fahrenheit', 'degf'),
  u('K', 'temperature', 1, 'kelvin', 'kelvins'),
  // time, base second
  u('ns', 'time', 1e-9, 'nanosecond', 'nanoseconds'),
  u('us', 'time', 1e-6, 'µs', 'microsecond', 'microseconds'),
  u('ms', 'time', 0.001, 'millisecond', 'milliseconds'),
  u('s', 'time', 1, 'sec', 'secs', 'second', 'seconds'),
  u('min', 'time', 60, 'mins', 'minute', 'minutes'),
  u('h', 'time', 3600, 'hr', 'hrs', 'hour', 'hours'),
  u('d', 'time', 86400, 'day', 'days'),
  u('wk', 'time', 604800, 'week', 'weeks'),
  u('yr', 'time', 31536000, 'year', 'years'),
  // data, base byte; SI prefixes are powers of 1000, IEC (KiB...) powers of 1024
  u('bit', 'data', 0.125, 'bits', 'b'),
  u('B', 'data', 1, 'byte', 'bytes'),
  u('kB', 'data', 1e3, 'KB', 'kilobyte', 'kilobytes'),
  u('MB', 'data', 1e6, 'megabyte', 'megabytes'),
  u('GB', 'data', 1e9, 'gigabyte', 'gigabytes'),
  u('TB', 'data', 1e12, 'terabyte', 'terabytes'),
  u('PB', 'data', 1e15, 'petabyte', 'petabytes'),
  u('KiB', 'data', 1024, 'kibibyte', 'kibibytes'),
  u('MiB', 'data', 1024 ** 2, 'mebibyte', 'mebibytes'),
  u('GiB', 'data', 1024 ** 3, 'gibibyte', 'gibibytes'),
  u('TiB', 'data', 1024 ** 4, 'tebibyte', 'tebibytes'),
  u('PiB', 'data', 1024 ** 5, 'pebibyte', 'pebibytes'),
  u('kbit', 'data', 125, 'kb', 'kilobit', 'kilobits'),
  u('Mbit', 'data', 125e3, 'Mb', 'megabit', 'megabits'),
  u('Gbit', 'data', 125e6, 'Gb', 'gigabit', 'gigabits'),
  // speed, base metre per second
  u('m/s', 'speed', 1, 'mps', 'meters per second', 'metres per second'),
  u('km/h', 'speed', 1000 / 3600, 'kph', 'kmh', 'kmph', 'kilometers per hour', 'kilometres per hour'),
  u('mph', 'speed', 0.44704, 'mi/h', 'miles per hour'),
  u('kn', 'speed', 1852 / 3600, 'kt', 'knot', 'knots'),
  u('ft/s', 'speed', 0.3048, 'fps', 'feet per second'),
];

const EXACT = new Map<string, UnitDef>();
const FOLDED = new Map<string, UnitDef | null>();
for (const unit of UNITS) {
  for (const name of [unit.symbol, ...unit.aliases]) {
    EXACT.set(name, unit);
    const folded = name.toLowerCase();
    const existing = FOLDED.get(folded);
    // Case-insensitive lookup only where unambiguous: "mb" could be megabit or megabyte.
    FOLDED.set(folded, existing === undefined || existing === unit ? unit : null);
  }
}

/** Finds a unit by symbol or name: exact spelling first, then case-insensitive when unambiguous. */
export function findUnit(name: string): UnitDef {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const unit = EXACT.get(trimmed) ?? FOLDED.get(trimmed.toLowerCase());
  if (unit) return unit;
  if (unit === null) throw new BadRequestError(`unit "${name}" is ambiguous; use its exact symbol (e.g. MB or Mbit)`);
  throw new BadRequestError(`unknown unit "${name}"`);
}

function toKelvin(value: number, symbol: string): number {
  if (symbol === 'C') return value + 273.15;
  if (symbol === 'F') return ((value - 32) * 5) / 9 + 273.15;
  return value;
}

function fromKelvin(value: number, symbol: string): number {
  if (symbol === 'C') return value - 273.15;
  if (symbol === 'F') return ((value - 273.15) * 9) / 5 + 32;
  return value;
}

export interface Conversion {
  result: number;
  value: number;
  from: string;
  to: string;
  category: UnitCategory;
}

/** Converts `value` between two units of the same category; 12 significant digits kept. */
export function convertUnits(value: number, from: string, to: string): Conversion {
  if (!Number.isFinite(value)) throw new BadRequestError('value must be a finite number');
  const a = findUnit(from);
  const b = findUnit(to);
  if (a.category !== b.category) {
    throw new BadRequestError(`cannot convert ${a.category} (${a.symbol}) to ${b.category} (${b.symbol})`);
  }
  let result: number;
  if (a.category === 'temperature') {
    const kelvin = toKelvin(value, a.symbol);
    if (kelvin < -1e-9) throw new BadRequestError('temperature is below absolute zero');
    result = fromKelvin(kelvin, b.symbol);
  } else {
    result = (value * a.factor) / b.factor;
  }
  const rounded = Number(result.toPrecision(12));
  return { result: Object.is(rounded, -0) ? 0 : rounded, value, from: a.symbol, to: b.symbol, category: a.category };
}

/** Units per category, for the ability's description and docs. */
export function listUnits(): Record<UnitCategory, string[]> {
  const out = Object.fromEntries(UNIT_CATEGORIES.map((c) => [c, [] as string[]])) as Record<UnitCategory, string[]>;
  for (const unit of UNITS) out[unit.category].push(unit.symbol);
  return out;
}
