/** An array literal of uuids, one parameter (drizzle spreads a JS array into a list). */
export const uuidArray = (ids: string[]) => `{${ids.join(",")}}`;
