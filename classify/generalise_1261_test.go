package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases1261 runs testdata/independent1261.jsonl, failures of
// an agent's code-execution tool captured live (Go 1.26 os/exec running
// Debian CPython 3.11.2 as nobody under a 1 GiB address-space limit and a 5 s
// timeout; the tool hands back err.Error() and the traceback's exception
// part): urllib against httptest servers, sockets, ssl, sqlite3, json, files,
// subprocess and the script's own bugs. CPython's operand-type TypeError,
// NameError and standard-library ImportError read invalid since
// (toolwords.go pythonCodeError).
// First run at 23c2fb88: 30/36 overall, 11/15 tricky.
// Tolerated: i1261-json-empty-200: invalid vs ambiguous (the lead's ruling after sets 650 and 902: Python's json syntax errors as bare text, "Expecting value: line 1 column 1 (char 0)", read "invalid, as Go's \"invalid character\": the JSON text the call handed over is malformed"): live the server answered 200 with an empty body, but the same words come from an HTML page or the script's own literal, and nothing in the text names the response (set 1179's V8 "Unexpected end of JSON input" says the text ended; this does not).
func TestIndependentCases1261(t *testing.T) {
	runIndependent(t, "testdata/independent1261.jsonl", true, "i1261-json-empty-200")
}

// TestGeneralise1261PythonCodeError holds CPython's words for a script that
// cannot run as written (toolwords.go pythonCodeError), as a code-execution
// tool hands back the traceback's last line, and near misses that keep
// their readings.
func TestGeneralise1261PythonCodeError(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "concatenate", protocol: "exec", msg: `tool python.run: exit status 1: TypeError: can only concatenate str (not "int") to str`, want: rung.KindInvalid},
		{name: "operand types", msg: "exit status 1: TypeError: unsupported operand type(s) for +: 'int' and 'str'", want: rung.KindInvalid},
		{name: "ordering", protocol: "exec", msg: "TypeError: '<' not supported between instances of 'int' and 'str'", want: rung.KindInvalid},
		{name: "name not defined", protocol: "exec", msg: "tool python.run: exit status 1: NameError: name 'json' is not defined", want: rung.KindInvalid},
		{name: "name not defined 3.12 hint", msg: "NameError: name 'os' is not defined. Did you forget to import 'os'?", want: rung.KindInvalid},
		{name: "stdlib import name", protocol: "exec", msg: "tool python.run: exit status 1: ImportError: cannot import name 'urlopen' from 'urllib' (/usr/lib/python3.11/urllib/__init__.py)", want: rung.KindInvalid},
		{name: "stdlib import name collections", msg: "ImportError: cannot import name 'Mapping' from 'collections' (/usr/local/lib/python3.11/collections/__init__.py)", want: rung.KindInvalid},
		// Near misses keep their readings.
		{name: "near miss: module not installed", protocol: "exec", msg: "tool python.run: exit status 1: ModuleNotFoundError: No module named 'requests'", want: rung.KindPremise},
		{name: "near miss: mcp null dereference", protocol: "mcp", msg: "AttributeError: 'NoneType' object has no attribute 'get'", want: rung.KindPremise},
		{name: "near miss: undici fetch failed", msg: "TypeError: fetch failed\n  [cause]: Error: connect ECONNREFUSED 127.0.0.1:20899", want: rung.KindTransient},
		{name: "near miss: ruby constant", msg: "NameError: uninitialized constant InvoiceMailerJob", want: rung.KindUnknown},
		{name: "near miss: installed package import", protocol: "exec", msg: "exit status 1: ImportError: cannot import name 'soft_unicode' from 'markupsafe' (/usr/local/lib/python3.11/site-packages/markupsafe/__init__.py)", want: rung.KindUnknown},
	})
}
