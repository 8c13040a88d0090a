package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 11d910a0: 16/37 overall, 4/18 tricky.
// Fixed by class: i1308-truncated-repr (a data frame or series printed in its truncated view, "..." rows and a dimensions footer, reads ambiguous as a cut output: shellwords.go elidedRepr, TestGeneralise1308ElidedRepr).
// Tolerated: i1308-nameerror-after-restart: invalid vs premise (set 1261 ruling: NameError "name '...' is not defined" is "a script that cannot run as written", invalid): the text after a kernel restart is the same as a typo's; only the restart, not in the message, says state was lost.
// Tolerated: i1308-import-name-typo: unknown vs invalid (set 1261 row: "an ImportError from site-packages or dist-packages (an installed package built against another's version: host setup) ... keep their readings"): a misspelt name from an installed package reads the same as a version skew.
// Tolerated: i1308-keyboardinterrupt: unknown vs transient (one-off; the caller-cancel ruling reads the caller's own cancel, context.Canceled and SQLITE_INTERRUPT, denied): an interrupt_kernel the tool sent on its own clock is a deadline, but the text cannot tell a deadline from a cancel, so not flipped alone.
// Tolerated: i1308-aborted-after-error: unknown vs premise (one-off): a bare Jupyter execute_reply {"status": "aborted"} (the request was never processed because the one before it failed); no other service's wording.
// Tolerated: i1308-silent-cell: unknown vs ambiguous (one-off): an execute_reply {"status": "ok", ...} with no output; reading a bare ok reply as a failure needs the caller's knowledge that output was wanted.
// Tolerated: i1308-divide-zero-warning-ok: unknown vs ambiguous (one-off): a numpy RuntimeWarning on stderr of a cell that succeeded with inf.
// Tolerated: i1308-assert-months: invalid vs premise (one-off, arguable): the agent's own AssertionError "expected 12 months, got 2"; the generic "expected" word reads invalid, and the label could go either way.
func TestIndependentCases1308(t *testing.T) {
	runIndependent(t, "testdata/independent1308.jsonl", true, "i1308-nameerror-after-restart", "i1308-import-name-typo", "i1308-keyboardinterrupt", "i1308-aborted-after-error", "i1308-silent-cell", "i1308-divide-zero-warning-ok", "i1308-assert-months")
}

// TestGeneralise1308KernelWords holds the wordings set 1308 met live from
// Jupyter kernels, each in two or three forms, with near misses that keep
// their old kind.
func TestGeneralise1308KernelWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A stated wait that ran out (generic.go timeoutWords).
		{name: "w1308-1", msg: "Kernel didn't respond in 3 seconds", want: rung.KindTransient},
		{name: "w1308-2", msg: "RuntimeError: Kernel didn't respond in 60 seconds", want: rung.KindTransient},
		{name: "w1308-3", msg: "upstream did not respond in 30 seconds", want: rung.KindTransient},
		// IPython's empty evalue after MemoryError (memkill.go).
		{name: "w1308-4", msg: "---------------------------------------------------------------------------\nMemoryError                               Traceback (most recent call last)\nCell In [1], line 1\n----> 1 rows = [list(range(1000)) for _ in range(200000)]\n\nMemoryError: ", want: rung.KindInvalid},
		{name: "w1308-5", msg: "MemoryError:", want: rung.KindInvalid},
		// numpy's and pandas' index past the end (generic.go).
		{name: "w1308-6", msg: "IndexError: single positional indexer is out-of-bounds", want: rung.KindInvalid},
		{name: "w1308-7", msg: "IndexError: index 5 is out of bounds for axis 0 with size 2", want: rung.KindInvalid},
		// Operand types, merge dtypes, float() of a non-number (toolwords.go pythonCodeError).
		{name: "w1308-8", msg: "UFuncTypeError: ufunc 'add' did not contain a loop with signature matching types (dtype('float64'), dtype('<U4')) -> None", want: rung.KindInvalid},
		{name: "w1308-9", msg: "numpy.core._exceptions._UFuncNoLoopError: ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U3'), dtype('<U3')) -> None", want: rung.KindInvalid},
		{name: "w1308-10", msg: "ValueError: You are trying to merge on object and int64 columns. If you wish to proceed you should use pd.concat", want: rung.KindInvalid},
		{name: "w1308-11", msg: "ValueError: could not convert string to float: 'n/a'", want: rung.KindInvalid},
		{name: "w1308-12", msg: "exit status 1: ValueError: could not convert string to float: '1,234.50'", want: rung.KindInvalid},
		// IPython magics and stdin (toolwords.go ipythonCodeError).
		{name: "w1308-13", msg: "UsageError: Line magic function `%pipx` not found.", want: rung.KindInvalid},
		{name: "w1308-14", msg: "UsageError: Cell magic `%%sqll` not found.", want: rung.KindInvalid},
		{name: "w1308-15", msg: "StdinNotImplementedError: raw_input was called, but this frontend does not support input requests.", want: rung.KindInvalid},
		// pandas' empty frame (zerocount.go emptyTableText).
		{name: "w1308-16", msg: "Empty DataFrame\nColumns: [region, Revenue]\nIndex: []", want: rung.KindAmbiguous},
		{name: "w1308-17", msg: "Empty DataFrame\nColumns: []\nIndex: []", want: rung.KindAmbiguous},
		// nbformat's NotJSONError (goerr.go).
		{name: "w1308-18", msg: "nbformat.reader.NotJSONError: Notebook does not appear to be JSON: '{\"cells\": [], \"metadata\": {}, \"nbformat...", want: rung.KindInvalid},
		{name: "w1308-19", msg: "Notebook does not appear to be JSON: ''...", want: rung.KindInvalid},
		// Near misses keep their old kind.
		{name: "w1308-20", msg: "Kernel died before replying to kernel_info", want: rung.KindPremise},
		{name: "w1308-21", msg: "ModuleNotFoundError: No module named 'sql'", want: rung.KindPremise},
		{name: "w1308-near-index", msg: "Index: []", want: rung.KindUnknown},
		{name: "w1308-22", msg: "Timeout waiting for output", want: rung.KindTransient},
		{name: "w1308-23", msg: "operation error S3: GetObject, https response error StatusCode: 500, RequestID: A4DBBEXAMPLE2C4D, HostID: Uuag1LuB, api error InternalError: We encountered an internal error. Please try again.", want: rung.KindTransient},
	})
}

// TestGeneralise1308ElidedRepr holds a data frame or series printed in
// its truncated view as a tool's output, ambiguous (shellwords.go
// elidedRepr), and near misses that keep their kinds.
func TestGeneralise1308ElidedRepr(t *testing.T) {
	frame := "       id  score\n0       0    0.5\n1       1    0.7\n...   ...    ...\n9998 9998    0.1\n9999 9999    0.3\n\n[10000 rows x 2 columns]"
	series := "0        0.0\n1        1.0\n          ...   \n49998    49998.0\n49999    49999.0\nName: revenue, Length: 50000, dtype: float64"
	whole := "   id  score\n0   0    0.5\n1   1    0.7\n\n[2 rows x 2 columns]"
	runWordingCases(t, []wordingCase{
		{name: "pandas frame, jupyter", protocol: "jupyter", msg: frame, want: rung.KindAmbiguous},
		{name: "pandas frame, bare", msg: frame, want: rung.KindAmbiguous},
		{name: "pandas series", protocol: "jupyter", msg: series, want: rung.KindAmbiguous},
		// Near misses keep their kinds.
		{name: "footer with no elided row", protocol: "jupyter", msg: whole, want: rung.KindUnknown},
		{name: "a whole series with its footer", protocol: "jupyter", msg: "0    1\n1    2\n2    3\nName: n, Length: 3, dtype: int64", want: rung.KindUnknown},
	})
}
