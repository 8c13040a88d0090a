package classify

import "testing"

// First run at 5709d0ed: 21/25 overall, 4/8 tricky.
// Tolerated: i1760-cancelled-by-client: denied vs transient (ruling): the context.Canceled row of docs/taxonomy.md reads a caller's own cancel as denied (do not retry, hand back); the TS SDK's abort "MCP error -32001: user cancelled the operation" is that cancel.
// Tolerated: i1760-fs-read-multiple-partial: ambiguous vs premise (ruling): set 66 reads read_multiple_files with some items failed as a partial success, ambiguous, not the failed item's own kind.
// Tolerated: i1760-gzip-content-length-over-max: invalid vs premise (ruling): sets 401 and 1534 (and curl 63) read a response over a configured size cap as invalid, ask for less; here the cap is the server's GZIP_MAX_FETCH_SIZE.
// Tolerated: i1760-fs-write-onto-directory: invalid vs premise (ruling): the path ruling (set 262) reads EISDIR on the path the call named, write or rename onto a directory included, as invalid.
func TestIndependentCases1760(t *testing.T) {
	runIndependent(t, "testdata/independent1760.jsonl", true, "i1760-cancelled-by-client", "i1760-fs-read-multiple-partial", "i1760-gzip-content-length-over-max", "i1760-fs-write-onto-directory")
}
