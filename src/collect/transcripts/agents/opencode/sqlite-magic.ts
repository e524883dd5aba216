/** The first 16 bytes of every SQLite database file: OpenCode's store (`opencode.db`). */
export const SQLITE_MAGIC = "SQLite format 3\0";
