package classify

import "testing"

// First run at 60e2e628: 23/30 overall, 9/14 tricky.
//
// Tolerated: i1067-pg-55000-view-update: invalid vs premise (postgres.go ownSessionObject: "a view that cannot take rows (an INSERT must go to the base table) ... the call is wrong"): the view is part of the schema the agent believed writable (premise), yet the same goal is reached by the same statement aimed at the base table (repair).
// Tolerated: i1067-sqlite-view-modify: invalid vs premise (no written ruling; the classifier reads it as PostgreSQL's twin above, SQLITE_ERROR "the statement is wrong"): both readings hold as for the 55000 line; not changed, to keep the two engines consistent.
// Tolerated: i1067-pg-23502-add-column: premise vs invalid (docs/taxonomy.md 23505/42710 row: `23502 "contains null values" while adding NOT NULL ...: premise, the existing rows break the new rule`): the rows do break the rule, and the usual fix is a DEFAULT in the same ALTER (repair).
// Tolerated: i1067-go-exec-tar-not-gzip: premise vs invalid (docs/taxonomy.md set 40: "a (de)compression or archive program's verdict on a file's bytes ... premise"): the file is not gzip (premise), though the agent chose the wrong file or the wrong -z flag (repair).
// Tolerated: i1067-sqlite-no-savepoint: invalid vs premise: a one-off with no class; the savepoint the step rests on is absent (premise) or the name is simply wrong (invalid); not fixed.
// Fixed later by the lead: i1067-http-422-not-cancellable (statusnamed.go: 'can no longer be' is a refusal cue, so a status named before it is the object's state, premise).
func TestIndependentCases1067(t *testing.T) {
	runIndependent(t, "testdata/independent1067.jsonl", true, "i1067-pg-55000-view-update", "i1067-sqlite-view-modify", "i1067-pg-23502-add-column", "i1067-go-exec-tar-not-gzip", "i1067-sqlite-no-savepoint")
}

// A data parser's EOF at a stated place in its input is not a closed
// connection (toolwords.go sourceEOF, set 1067): jq's "at EOF at line N,
// column M", serde_json's "EOF while parsing <a thing> at line N column M".
func TestGeneralise1067(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "serde_json object", protocol: "", msg: "Error: EOF while parsing an object at line 3 column 0", want: invalid},
		{name: "serde_json list", protocol: "go", msg: "EOF while parsing a list at line 1 column 7", want: invalid},
		{name: "serde_json string", protocol: "", msg: "EOF while parsing a string at line 1 column 9", want: invalid},
		{name: "serde_json Debug form", protocol: "", msg: "Error(\"EOF while parsing an object\", line: 12, column: 0)", want: invalid},
		{name: "jq unfinished term", protocol: "go", msg: "parse error: Unfinished JSON term at EOF at line 2, column 0\nexit status 2", want: invalid},
		{name: "jq unfinished string", protocol: "", msg: "parse error: Unfinished string at EOF at line 3, column 0", want: invalid},
		{name: "jq invalid literal", protocol: "go", msg: "parse error: Invalid literal at EOF at line 1, column 4", want: invalid},
		// near misses: the connection's EOF, and an empty body keep their readings
		{name: "near: net/http EOF", protocol: "go", msg: "Post \"https://api.example.com/v1/orders\": EOF", want: transient},
		{name: "near: pgx unexpected EOF", protocol: "go", msg: "read tcp 10.0.0.2:51236->10.0.0.5:5432: unexpected EOF", want: transient},
		{name: "near: grpc preface EOF", protocol: "go", msg: "error reading server preface: EOF", want: transient},
		{name: "near: serde_json empty body", protocol: "", msg: "EOF while parsing a value at line 1 column 0", want: ambiguous},
	})
}
