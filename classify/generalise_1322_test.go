package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 8045de0b: 24/33 overall, 7/14 tricky.
func TestIndependentCases1322(t *testing.T) {
	runIndependent(t, "testdata/independent1322.jsonl", false)
}

// TestGeneralise1322FindOperands holds GNU find's refusal of an operand
// after the expression (an unquoted glob the shell expanded): the call's
// quoting is wrong, invalid, as an unknown predicate.
func TestGeneralise1322FindOperands(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"find-1", "exec", 1, "", "find: paths must precede expression: `b.go'\nfind: possible unquoted pattern after predicate `-name'?", rung.KindInvalid},
		{"find-2", "exec", 1, "", "find: paths must precede expression: `notes.txt'", rung.KindInvalid},
		{"find-3", "mcp", 0, "", "exit status 1: find: paths must precede expression: `main_test.go'", rung.KindInvalid},
		// near misses keep their old kind
		{"find-4", "exec", 1, "", "find: ‘/srv/w1322/nodir’: No such file or directory", rung.KindPremise},
		{"find-5", "exec", 1, "", "find: ‘/srv/w1322/priv’: Permission denied", rung.KindDenied},
	})
}

// TestGeneralise1322NotRegularFile holds "not a regular file" from a tool
// that names no errno (sed -i on a directory): the path is the wrong kind
// of object for the operation, invalid, as EISDIR.
func TestGeneralise1322NotRegularFile(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"reg-1", "exec", 4, "", "sed: couldn't edit /tmp/w1322/data/src: not a regular file", rung.KindInvalid},
		{"reg-2", "exec", 4, "", "sed: couldn't edit /dev/null: not a regular file", rung.KindInvalid},
		{"reg-3", "mcp", 0, "", "exit status 4: sed: couldn't edit ./build: not a regular file", rung.KindInvalid},
		// near misses keep their old kind
		{"reg-4", "exec", 4, "", "sed: can't read /tmp/w1322/data/gone.txt: No such file or directory", rung.KindPremise},
		{"reg-5", "exec", 4, "", "sed: couldn't open temporary file /srv/ro/sedLxjdSZ: Permission denied", rung.KindDenied},
	})
}

// TestGeneralise1322SortTempDir holds GNU sort's temporary directory (-T,
// TMPDIR) naming a file: an operation that takes only a directory, so
// ENOTDIR is the argument's (invalid) by the path ruling.
func TestGeneralise1322SortTempDir(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"tmp-1", "exec", 2, "", "sort: cannot create temporary file in '/dev/full': Not a directory", rung.KindInvalid},
		{"tmp-2", "exec", 2, "", "sort: cannot create temporary file in '/srv/w1322/notes.txt': Not a directory", rung.KindInvalid},
		// near misses keep their old kind
		{"tmp-3", "exec", 2, "", "sort: cannot create temporary file in '/srv/w1322/tmp': No such file or directory", rung.KindPremise},
		{"tmp-4", "exec", 1, "", "open /srv/w1322/notes.txt/out.csv: not a directory", rung.KindPremise},
	})
}

// TestGeneralise1322YamlMark holds PyYAML's MarkedYAMLError whose mark
// names a data file after the problem: the file's bytes are wrong,
// premise, as a named file's JSON parse error (set 56).
func TestGeneralise1322YamlMark(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"yaml-1", "exec", 1, "", "yq: Error running jq: ScannerError: mapping values are not allowed in this context\n  in \"/tmp/w1322/data/w1322-bad.yaml\", line 3, column 6.", rung.KindPremise},
		{"yaml-2", "exec", 1, "", "yaml.parser.ParserError: while parsing a block mapping\n  in \"docker-compose.yml\", line 1, column 1\nexpected <block end>, but found '<block mapping start>'\n  in \"docker-compose.yml\", line 4, column 3", rung.KindPremise},
		{"yaml-3", "exec", 1, "", "yaml.scanner.ScannerError: while scanning a simple key\n  in \"config/w1322.yaml\", line 7, column 1\ncould not find expected ':'\n  in \"config/w1322.yaml\", line 8, column 1", rung.KindPremise},
		// near misses keep their old kind: the call's own string
		{"yaml-4", "exec", 1, "", "yq: Error running jq: ScannerError: mapping values are not allowed in this context\n  in \"<unicode string>\", line 1, column 9.", rung.KindInvalid},
	})
}
