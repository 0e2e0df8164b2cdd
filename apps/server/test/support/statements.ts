/** Counts the statements a repository or service sends, for the tests that hold a call to a number of statements. */
import type { Db } from '../../src/db/database.ts';

/** The database with a count of the statements sent through it. */
export function counting(db: Db): { db: Db; statements: () => number } {
  let count = 0;
  const counted = db.withPlugin({
    transformQuery: (args) => args.node,
    // Called once per statement executed (transformQuery also sees the subqueries a statement is built from).
    transformResult: async (args) => {
      count++;
      return args.result;
    },
  });
  return { db: counted, statements: () => count };
}
