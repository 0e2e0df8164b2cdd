/** Reading exports back in tests. */
/** Parses the export's CSV: every cell quoted, '""' inside, ';' between cells, CRLF between rows. */
export declare function parseCsv(text: string): string[][];
