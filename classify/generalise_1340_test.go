package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at fdd9fcfd: 13/33 overall, 4/17 tricky.
func TestIndependentCases1340(t *testing.T) {
	runIndependent(t, "testdata/independent1340.jsonl", false)
}

// TestGeneralise1340TscInputMissing holds tsc's diagnostics that a file or
// project it was pointed at is not there (premise) apart from its
// diagnostics about the code (invalid).
func TestGeneralise1340TscInputMissing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "tsc TS6053 root file", protocol: "exec", msg: "exit status 2\nerror TS6053: File 'src/mainW1340.ts' not found.\n  The file is in the program because:\n    Root file specified for compilation", want: rung.KindPremise},
		{name: "tsc TS18003 no inputs", msg: "error TS18003: No inputs were found in config file '/app/tsconfig.json'. Specified 'include' paths were '[\"src\"]' and 'exclude' paths were '[]'.", want: rung.KindPremise},
		{name: "tsc TS5058 project", protocol: "exec", msg: "exit status 1\nerror TS5058: The specified path does not exist: '/app/tsconfig.build.json'.", want: rung.KindPremise},
		{name: "pnpm tsc TS5081", protocol: "exec", msg: "exit status 1\n$ tsc -p .\nerror TS5081: Cannot find a tsconfig.json file at the current directory: /app/tsconfig.json.\n[ELIFECYCLE] Command failed with exit code 1.", want: rung.KindPremise},
		// near misses: diagnostics about the code keep invalid
		{name: "tsc TS2304", protocol: "exec", msg: "exit status 1\nsrc/a.ts(2,42): error TS2304: Cannot find name 'taxRate'.", want: rung.KindInvalid},
		{name: "tsc TS5023 option", protocol: "exec", msg: "exit status 1\ntsconfig.json(1,21): error TS5023: Unknown compiler option 'strictt'.", want: rung.KindInvalid},
	})
}

// TestGeneralise1340TestRunnerTimeout holds a test runner's per-test or
// per-hook timeout (invalid: a fixed limit passed on every run) apart from
// a client's or a connection's timeout (transient).
func TestGeneralise1340TestRunnerTimeout(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "vitest test", protocol: "exec", msg: "exit status 1\n FAIL  src/slow.test.js > waits for the export\nError: Test timed out in 5000ms.\nIf this is a long-running test, pass a timeout value as the last argument or configure it globally with \"testTimeout\".\n Test Files  1 failed (1)", want: rung.KindInvalid},
		{name: "vitest hook", protocol: "exec", msg: "exit status 1\nError: Hook timed out in 10000ms.\nIf this is a long-running hook, pass a timeout value as the last argument or configure it globally with \"hookTimeout\".", want: rung.KindInvalid},
		{name: "jest test", protocol: "exec", msg: "exit status 1\n  ● orders › loads the w1340 report\n\n    thrown: \"Exceeded timeout of 5000 ms for a test.\n    Add a timeout value to this test to increase the timeout, if this is a long-running test. See https://jestjs.io/docs/api#testname-fn-timeout.\"", want: rung.KindInvalid},
		// near misses: a client's or a connection's timeout stays transient
		{name: "axios timeout", msg: "timeout of 12000ms exceeded", want: rung.KindTransient},
		{name: "net timed out", protocol: "exec", msg: "exit status 1\nError: connect ETIMEDOUT 10.0.0.7:5432 (the request timed out)", want: rung.KindTransient},
		{name: "test fetch timed out", protocol: "exec", msg: "exit status 1\nError: request to https://api.example.com/v1/w1340 timed out after 30000ms", want: rung.KindTransient},
	})
}
