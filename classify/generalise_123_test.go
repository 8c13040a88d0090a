package classify

import "testing"

// TestIndependentCases123 holds set 123: 34 failures captured live, as one
// research-and-writing agent meets them, from Go's net/http (nginx 1.22.1:
// deny 403, 410, limit_req 429, upstream 504; a redirect loop, a self-signed
// certificate reached by IP, a .invalid host), Go's os (missing draft,
// O_EXCL create of an existing note, removing a non-empty directory),
// SQLite via modernc (UNIQUE, no such table, SQLITE_BUSY, a read-only
// database), PostgreSQL 15 via pgx with a read-only role (25006, 42501,
// 57014, 53300), MCP server-filesystem through the TypeScript SDK client
// and server-everything/server-filesystem through the Go SDK client (ENOENT,
// outside allowed directories, edit text not found, create_directory over a
// file, a domain allow-list, an unknown tool, an unknown prompt, move onto
// an existing file), and openai-go / anthropic-sdk-go against httptest
// servers sending the documented bodies (rate limit, insufficient_quota,
// refusal, content_filter, 529 overloaded, 413, model typo 404, max_tokens).
// Labelled from the software's docs and sources before the classifier was
// run; first run at 801368f: 33/34, tricky 16/17.
//
// Tolerated by id, not fixed this round:
//   - i123-mcpts-mkdir-over-file: classifier said conflict, label premise;
//     class: an "already exists" (EEXIST) from an idempotent create (mkdir
//     -p, create_directory) means something of another type occupies the
//     path, not that the step is already done (not fixed this round).
//
// Tolerated: i123-sqlite-readonly-db: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
// Fixed later by the lead: i123-mcpts-mkdir-over-file (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
func TestIndependentCases123(t *testing.T) {
	// i123-mcpts-edit-no-match: labelled premise, as the revised edit ruling reads it (generic.go).
	runIndependent(t, "testdata/independent123.jsonl", true, "i123-sqlite-readonly-db")
}
