package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1646-jq-exit-status-false: ambiguous vs premise (ruling): taxonomy's set 1164 row reads jq -e's exit 1 with a last output "false" ambiguous, as with "null"; the case for premise (a check's definite "no") is in the report.
// Tolerated: i1646-jq-stream-partial: invalid vs ambiguous (ruling): taxonomy's set 1067 row reads jq's "Unfinished JSON term at EOF" invalid (the input is incomplete); the one value printed before it does not make a partial-success class here.
// First run at ec3e230b: 24/34 overall, 9/17 tricky.
func TestIndependentCases1646(t *testing.T) {
	runIndependent(t, "testdata/independent1646.jsonl", true,
		"i1646-jq-exit-status-false",
		"i1646-jq-stream-partial")
}

// libxml2's nanohttp connect failure (xmltools.go xmlToolWords; live
// xmllint 2.9.14 against a closed port, xmllint(1) DIAGNOSTICS): "error :
// Operation in progress" beside "failed to load external entity" is a
// connection not made, transient. Near misses: a bare "failed to load
// external entity" (an HTTP 404, a missing path) stays premise, a missing
// schema and an empty XPath keep their rows.
func TestGeneralise1646XMLConnect(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"connect refused", "exec", 1, "1", "warning: failed to load external entity \"http://127.0.0.1:34603/a.xml\"\nerror : Operation in progress\nexit status 1", rung.KindTransient},
		{"connect refused, other order", "exec", 1, "1", "error : Operation in progress\nwarning: failed to load external entity \"http://feeds.local/rss.xml\"\nexit status 1", rung.KindTransient},
		{"near miss: 404", "exec", 1, "1", "warning: failed to load external entity \"http://127.0.0.1:34601/feed.xml\"\nexit status 1", rung.KindPremise},
		{"near miss: schema missing", "exec", 5, "5", "warning: failed to load external entity \"orders.xsd\"\nSchemas parser error : Failed to locate the main schema resource at 'orders.xsd'.\nWXS schema orders.xsd failed to compile\nexit status 5", rung.KindPremise},
		{"near miss: xpath empty", "exec", 10, "10", "XPath set is empty\nexit status 10", rung.KindAmbiguous},
	})
}

// jq's compile errors and fromjson's type error (toolwords.go
// filterShapeWords; live jq 1.6, jq manual): every compile error ends "at
// <top-level>, line N:" (an undefined $var or function, an --arg given one
// value so the file name became the program, a syntax error), and
// "null (null) only strings can be parsed" is fromjson on a path that is
// absent: the filter is wrong, invalid. Near misses: "Could not open"
// (a missing file) stays premise, "XPath set is empty" and jq -e's "null"
// keep their own rows.
func TestGeneralise1646JqProgram(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"arg misuse", "exec", 3, "3", "jq: error: u/0 is not defined at <top-level>, line 1:\nu.json\njq: 1 compile error\nexit status 3", rung.KindInvalid},
		{"undefined var", "exec", 3, "3", "jq: error: $name is not defined at <top-level>, line 1:\n.user == $name\njq: 1 compile error\nexit status 3", rung.KindInvalid},
		{"undefined function", "exec", 3, "3", "jq: error: tolowercase/0 is not defined at <top-level>, line 1:\n.name | tolowercase\njq: 1 compile error\nexit status 3", rung.KindInvalid},
		{"fromjson null", "exec", 5, "5", "jq: error (at u.json:1): null (null) only strings can be parsed\nexit status 5", rung.KindInvalid},
		{"fromjson number", "exec", 5, "5", "jq: error (at <stdin>:0): number (42) only strings can be parsed\nexit status 5", rung.KindInvalid},
		{"near miss: missing file", "exec", 2, "2", "jq: error: Could not open users.json: No such file or directory\nexit status 2", rung.KindPremise},
	})
}

// jq -e's answer in the exec form (shellwords.go falsyAnswer; set 1164's
// ruling, live jq 1.6): stdout's last line "null" or "false" and then
// "exit status 1". Near misses: another last line, or another status,
// keeps its reading.
func TestGeneralise1646JqExitStatusExecForm(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"null", "exec", 1, "1", "null\nexit status 1", rung.KindAmbiguous},
		{"false", "exec", 1, "1", "false\nexit status 1", rung.KindAmbiguous},
		{"several outputs, last null", "exec", 1, "1", "\"a\"\nnull\nexit status 1", rung.KindAmbiguous},
		{"near miss: other text", "exec", 1, "1", "jq: error: Could not open a.json: No such file or directory\nexit status 1", rung.KindPremise},
	})
}

// pandoc's "Could not fetch resource X" (toolwords.go mediaToolWords;
// live pandoc 2.17 with --fail-if-warnings, pandoc.org MANUAL exit codes):
// an image or resource the document names is not there, premise. Near
// misses: an unknown reader stays invalid, a missing input stays premise.
func TestGeneralise1646PandocResource(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"docx image", "exec", 3, "3", "[WARNING] Could not fetch resource figs/q3-chart.png: replacing image with description\nFailing because there were warnings.\nexit status 3", rung.KindPremise},
		{"html image", "exec", 3, "3", "[WARNING] Could not fetch resource 'img/logo.svg': replacing image with description\nFailing because there were warnings.\nexit status 3", rung.KindPremise},
		{"near miss: unknown reader", "exec", 21, "21", "Unknown input format markdwn\nexit status 21", rung.KindInvalid},
	})
}

// A tool that exited 0 and wrote its output with warnings that part of it
// is missing or altered (writtenwarned.go writtenWithWarnings; live
// Graphviz 2.43 image attribute, sqlite3 3.40 .import): ambiguous. Near
// misses: the same .import words under a failing status, and Graphviz's
// syntax error at exit 1, keep their readings.
func TestGeneralise1646WrittenWithWarnings(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"dot image", "exec", 0, "0", "Warning: No such file or directory while opening icons/server.png\nWarning: No or improper image=\"icons/server.png\" for node \"n\"\nexit status 0", rung.KindAmbiguous},
		{"sqlite import short", "exec", 0, "0", "items.csv:3: expected 3 columns but found 2 - filling the rest with NULL\nexit status 0", rung.KindAmbiguous},
		{"sqlite import long", "exec", 0, "0", "people.csv:7: expected 4 columns but found 5 - extras ignored\nexit status 0", rung.KindAmbiguous},
		{"near miss: dot syntax error", "exec", 1, "1", "Error: bad.dot: syntax error in line 4 near '->'\nexit status 1", rung.KindInvalid},
		{"near miss: failing status", "exec", 1, "1", "items.csv:3: expected 3 columns but found 2 - filling the rest with NULL\nRuntime error near line 2: NOT NULL constraint failed: items.qty (19)\nexit status 1", rung.KindInvalid},
	})
}
