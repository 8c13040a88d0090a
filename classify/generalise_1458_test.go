package classify

import "testing"

// First run at e1b19fea: 20/24 overall, 16/20 tricky.
// Tolerated: i1458-uri-hash-path: premise vs invalid (ruling): the SQLITE_ERROR "no such table" ruling (docs/taxonomy.md, SQLite rows) reads a missing table premise; here the table is missing only because an unescaped '#' in a file: URI cut the path and SQLite opened an empty sibling file, a cause the text does not carry.
// Tolerated: i1458-uri-hash-runs: premise vs invalid (ruling): as i1458-uri-hash-path, the same '#' truncation; the message is SQLite's ordinary "no such table".
// Tolerated: i1458-uri-qmark-migrations: premise vs invalid (ruling): as i1458-uri-hash-path, an unescaped '?' started the URI query; nothing in "no such table" tells it from a missing migration.
// Tolerated: i1458-fsize-limit-ioerr: transient vs premise (ruling): set 1380's ruling keeps SQLITE_IOERR_WRITE (778) transient (only IOERR_SHMSIZE, DATA, CORRUPTFS are lasting states); this one came from RLIMIT_FSIZE (EFBIG), a limit a retry meets again, but 778 also carries passing EIO.
func TestIndependentCases1458(t *testing.T) {
	runIndependent(t, "testdata/independent1458.jsonl", true, "i1458-uri-hash-path", "i1458-uri-hash-runs", "i1458-uri-qmark-migrations", "i1458-fsize-limit-ioerr")
}
