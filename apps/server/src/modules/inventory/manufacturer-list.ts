import { compareManufacturers } from '@ironmatch/contracts/part-matcher-rules';
import type { Db } from '../../db/database';
import { manufacturers } from '../../db/schema/inventory';

/** Real heavy-equipment makes: abbreviation as dealers type it, and the full name. */
export const MANUFACTURER_SEED: ReadonlyArray<readonly [string, string]> = [
  ['CAT', 'Caterpillar'],
  ['JD', 'John Deere'],
  ['IHC', 'International Harvester'],
  ['CASE', 'Case'],
  ['KOMATSU', 'Komatsu'],
  ['FA', 'Fiat-Allis'],
  ['ALLIS', 'Allis-Chalmers'],
  ['ALLISON', 'Allison Transmission'],
  ['ATLAS', 'Atlas Copco'],
  ['BELL', 'Bell Equipment'],
  ['BOBCAT', 'Bobcat'],
  ['BOMAG', 'Bomag'],
  ['CLARK', 'Clark'],
  ['CUMMINS', 'Cummins'],
  ['DAEWOO', 'Daewoo'],
  ['DANA', 'Dana Spicer'],
  ['DETROIT', 'Detroit Diesel'],
  ['DOOSAN', 'Doosan'],
  ['DRESSER', 'Dresser'],
  ['DYNAPAC', 'Dynapac'],
  ['EUCLID', 'Euclid'],
  ['FUNK', 'Funk'],
  ['GALION', 'Galion'],
  ['GEHL', 'Gehl'],
  ['GROVE', 'Grove'],
  ['HAMM', 'Hamm'],
  ['HITACHI', 'Hitachi'],
  ['HYSTER', 'Hyster'],
  ['HYUNDAI', 'Hyundai'],
  ['INGERSOLL', 'Ingersoll Rand'],
  ['JCB', 'JCB'],
  ['KOBELCO', 'Kobelco'],
  ['KUBOTA', 'Kubota'],
  ['LIEBHERR', 'Liebherr'],
  ['LINKBELT', 'Link-Belt'],
  ['MACK', 'Mack'],
  ['MANITOWOC', 'Manitowoc'],
  ['MASSEY', 'Massey Ferguson'],
  ['MUSTANG', 'Mustang'],
  ['NEWHOLLAND', 'New Holland'],
  ['PERKINS', 'Perkins'],
  ['SAKAI', 'Sakai'],
  ['SANY', 'Sany'],
  ['TAKEUCHI', 'Takeuchi'],
  ['TEREX', 'Terex'],
  ['TIMBERJACK', 'Timberjack'],
  ['VOLVO', 'Volvo'],
  ['WACKER', 'Wacker Neuson'],
  ['WIRTGEN', 'Wirtgen'],
  ['YANMAR', 'Yanmar'],
  ['ZF', 'ZF Friedrichshafen'],
];

export async function seedManufacturers(db: Db): Promise<void> {
  const ordered = [...MANUFACTURER_SEED].sort((a, b) => compareManufacturers(a[0], b[0]));
  await db
    .insert(manufacturers)
    .values(ordered.map(([abbrname, longName], i) => ({ abbrname, longName, sortOrder: i + 1 })))
    .onConflictDoNothing();
}
