// Tables owned by this module (filled in by its owner), merged into db/schema.ts's Database.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FairTables {}
