import { data } from 'react-router';

/** A loader's 404: the shell answers it with its 404 page and HTTP 404. */
export const notFound = () => data('This page could not be found', { status: 404, statusText: 'Not Found' });

/** A positive id from a query or path value, or a 404. */
export function requireId(value: string | null | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw notFound();
  return Number(value);
}

/** Runs a load; the API's 404 (an unknown id) becomes the page's 404. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    // the client's ApiError may come from another bundle's copy of the package: no instanceof
    if ((err as { httpStatus?: number }).httpStatus === 404) throw notFound();
    throw err;
  }
}
