package classify

import "testing"

// Tolerated: i1758-fts5-no-tokenizer: premise vs invalid (ruling): collseq.go unregisteredTokenizer (set 87 class) reads a tokenizer name that is no misspelt built-in as one the build does not register, premise; "nosuch" is such a name.
// Tolerated: i1758-rollback-to-missing-savepoint: invalid vs premise (ruling): taxonomy.md reads SQLite's "no such savepoint" invalid, since the text cannot tell a never-made name from one already ended.
// First run at 2c944ba9: 32/34 overall, 10/11 tricky.
func TestIndependentCases1758(t *testing.T) {
	runIndependent(t, "testdata/independent1758.jsonl", true, "i1758-fts5-no-tokenizer", "i1758-rollback-to-missing-savepoint")
}
