package classify

import "testing"

// First run at 32921443: 28/34 overall, 13/17 tricky.
// Tolerated: i1812-json-array-scan: invalid vs ambiguous (ruling): set 1168 keeps every database/sql Scan conversion other than NULL invalid (set 71), even for a json_extract whose path held an array.
// Tolerated: i1812-attach-alias-in-use: conflict vs invalid (ruling): the ATTACH alias ruling (sets 87 to 150) reads "database X is already in use" conflict; here the alias held a different file.
// Tolerated: i1812-fts5-contentless-delete: invalid vs premise (one-off): blind sets 57, 1168 and 1219 label the same refusal invalid; no rule can read it premise without flipping them.
// Tolerated: i1812-fts5-contentless-rebuild: invalid vs premise (one-off): the same contentless-table class as the DELETE refusal, which the corpus reads invalid.
// Tolerated: i1812-vtab-rename-column: invalid vs premise (one-off): sets 316 and 1238 read a virtual table's or view's ALTER refusals invalid.
// Tolerated: i1812-ro-journal-ioerr: transient vs denied (one-off): a bare "disk I/O error (3850)" (SQLITE_IOERR_LOCK) does not say the handle was read-only; only the setup shows it.
func TestIndependentCases1812(t *testing.T) {
	runIndependent(t, "testdata/independent1812.jsonl", true, "i1812-json-array-scan", "i1812-attach-alias-in-use", "i1812-fts5-contentless-delete", "i1812-fts5-contentless-rebuild", "i1812-vtab-rename-column", "i1812-ro-journal-ioerr")
}
