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
