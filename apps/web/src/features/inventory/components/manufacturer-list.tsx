import { useManufacturers } from '../api';

/**
 * The makes an import accepts, at hand where a row was refused for its make (issue 21, item 19): the
 * abbreviation or the full name, in any case, with or without 'Ltd' or 'Inc'.
 */
export function ManufacturerList({ open }: { open: boolean }) {
  const makes = useManufacturers();
  return (
    <details className="mb-3" id="manufacturer-list" open={open}>
      <summary>Manufacturer list: the makes an import accepts</summary>
      <p className="small text-secondary my-2">
        Write the abbreviation or the full name, in any letter case; 'Ltd', 'Inc' and punctuation are ignored.
        A make that is not on this list cannot be imported.
      </p>
      {makes.isPending ? (
        <p className="small">Loading...</p>
      ) : (
        <ul className="list-unstyled small mb-0" style={{ columns: '11rem' }}>
          {(makes.data ?? []).map((m) => (
            <li key={m.id}>
              <strong>{m.abbrname}</strong>
              {m.longName.toUpperCase() !== m.abbrname && (
                <span className="text-secondary"> {m.longName}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
