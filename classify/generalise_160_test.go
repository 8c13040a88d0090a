package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases160 runs held-out set 160: 35 live captures (12
// tricky) of a Go coding agent's file and shell tools on Go 1.26.8: os,
// os.Root (path escapes, mkdirat), io/fs (DirFS), os/exec (ErrNotFound,
// ErrDot, EACCES without the x bit, a CRLF shebang, ETXTBSY, a deadline's
// "signal: killed"), ELOOP, ENOTEMPTY, EXDEV to a tmpfs, EROFS on a
// read-only tmpfs, EACCES as nobody, a held flock; and the commands such an
// agent runs (go build, vet, gofmt, go test panics, timeouts and an empty
// -run, go mod tidy and init, GNU patch, git apply, merge, push, commit on a
// held index.lock, sed, tar); labelled from the programs' docs and sources
// before the classifier was read.
// First run at c72bad0: 30/35 overall, 9/12 tricky. Fixed by class in
// shellwords.go and wording.go: a build tool that finds no project where it
// runs (go's "does not contain main module", its go.work forms, Maven's
// and Gradle's), premise; GNU patch's failed hunks and missing file,
// premise, and its "previously applied" patch, conflict; a test run that
// ran no test (go test, pytest, Jest, Vitest), ambiguous.
// and the lead's test ruling read failing tests as premise.
// Tolerated: i160-test-timeout: invalid vs transient (ruling revised by the lead after sets 1344 and 1542, goerr.go): go test's -timeout alarm is the run's fixed limit, passed again on a rerun, as Vitest's and Jest's (set 1340).
// Fixed by the lead's test-ruling revision (a failing test reads invalid): i160-test-panic-index.
func TestIndependentCases160(t *testing.T) {
	runIndependent(t, "testdata/independent160.jsonl", true, "i160-test-timeout")
}

// TestGeneralise160 checks set 160's classes in neighbouring wordings.
func TestGeneralise160(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// No project where the build tool runs. cmd/go modload/load.go
		// "directory prefix %s does not contain %s" and "%s outside main
		// module or its selected dependencies", init.go "cannot find main
		// module, but found %s in %s" and noMainModulesError (all captured
		// or built from Go 1.26.8's source).
		{"go build outside module", "go", 0, "", "exit status 1\npattern ./...: directory prefix . does not contain main module or its selected dependencies", rung.KindPremise},
		{"go build dir outside module", "go", 0, "", "exit status 1\ndirectory ../tools is outside main module or its selected dependencies", rung.KindPremise},
		{"go work prefix", "", 0, "", "directory prefix . does not contain modules listed in go.work or their selected dependencies", rung.KindPremise},
		{"go work not listed", "", 0, "", "current directory is contained in a module that is not one of the workspace modules listed in go.work. You can add the module to the workspace using:\n\tgo work use .", rung.KindPremise},
		{"go no main module git", "go", 0, "", "exit status 1\ngo: cannot find main module, but found .git/config in /tmp/w/repo\n\tto create a module there, run:\n\tcd .. && go mod init", rung.KindPremise},
		{"go mod not found", "go", 0, "", "exit status 1\ngo: go.mod file not found in current directory or any parent directory; see 'go help modules'", rung.KindPremise},
		// Maven DefaultMaven MissingProjectException; Gradle's
		// BuildLayoutValidator; cargo's and Poetry's (already premise).
		{"maven no pom", "", 0, "", "[ERROR] The goal you specified requires a project to execute but there is no POM in this directory (/tmp/w). Please verify you invoked Maven from the correct directory. -> [Help 1]", rung.KindPremise},
		{"gradle no build", "", 0, "", "Directory '/tmp/w' does not contain a Gradle build.", rung.KindPremise},
		{"cargo no manifest", "", 0, "", "exit status 101\nerror: could not find `Cargo.toml` in `/tmp/w` or any parent directory", rung.KindPremise},
		// Near misses that keep their kind: a toolchain too old (set 64),
		// a library named where a program is (set 64).
		{"go toolchain too old", "", 0, "", "exit status 1\ngo: go.mod requires go >= 1.27 (running go 1.26.8; GOTOOLCHAIN=local)", rung.KindPremise},
		{"go run library", "", 0, "", "exit status 1\npackage example.com/tasks is not a main package", rung.KindInvalid},

		// GNU patch 2.7 (captured live): failed hunks, in a run and in
		// --dry-run; BSD patch's "hunks failed--saving rejects"; Mercurial's
		// import (its patcher prints GNU's lines, then "abort: patch failed
		// to apply"); a file the patch names that is not there.
		{"patch hunk failed", "go", 0, "", "exit status 1\npatching file calc.go\nHunk #1 FAILED at 1.\n1 out of 1 hunk FAILED -- saving rejects to file calc.go.rej", rung.KindPremise},
		{"patch dry run failed", "go", 0, "", "exit status 1\nchecking file calc.go\nHunk #1 FAILED at 1.\n1 out of 1 hunk FAILED", rung.KindPremise},
		{"patch forced on applied", "", 0, "", "patching file calc.go\nHunk #1 FAILED at 1.\n1 out of 1 hunk FAILED -- saving rejects to file calc.go.rej", rung.KindPremise},
		{"bsd patch failed", "", 0, "", "Hunk #1 failed at 1.\n1 out of 1 hunks failed--saving rejects to calc.go.rej", rung.KindPremise},
		{"hg import failed", "", 0, "", "applying fix.patch\npatching file calc.go\nHunk #1 FAILED at 0\n1 out of 1 hunks FAILED -- saving rejects to file calc.go.rej\nabort: patch failed to apply", rung.KindPremise},
		{"patch no file", "go", 0, "", "exit status 1\ncan't find file to patch at input line 3\nPerhaps you used the wrong -p or --strip option?\nThe text leading up to this was:\n--------------------------\n|--- a/calc.go\n|+++ b/calc.go\n--------------------------\nNo file to patch.  Skipping patch.\n1 out of 1 hunk ignored", rung.KindPremise},
		// Already applied: --forward in a dry run, and no --forward with no
		// terminal to answer (both captured live).
		{"patch forward dry run", "go", 0, "", "exit status 1\nchecking file calc.go\nReversed (or previously applied) patch detected!  Skipping patch.\n1 out of 1 hunk ignored", rung.KindConflict},
		{"patch no tty", "go", 0, "", "exit status 1\npatching file calc.go\nReversed (or previously applied) patch detected!  Assume -R? [n] \nApply anyway? [n] \nSkipping patch.\n1 out of 1 hunk ignored -- saving rejects to file calc.go.rej", rung.KindConflict},
		// Near misses: git apply cannot tell an applied patch from a
		// changed file (premise, set 108's reading); git am says the same.
		{"git apply", "go", 0, "", "exit status 1\nerror: patch failed: calc.go:1\nerror: calc.go: patch does not apply", rung.KindPremise},
		{"git am", "", 0, "", "Applying: fix\nerror: patch failed: calc.go:1\nerror: calc.go: patch does not apply\nPatch failed at 0001 fix", rung.KindPremise},

		// A test run that ran no test: go test -v (cmd/go and testing
		// print both marks), cached; pytest exit code 5 ("no tests ran");
		// Jest's getNoTestsFoundMessage; Vitest.
		{"go test -v no tests", "", 0, "", "testing: warning: no tests to run\nPASS\nok  \texample.com/calc\t0.003s [no tests to run]", rung.KindAmbiguous},
		{"go test cached no tests", "", 0, "", "ok  \texample.com/calc\t(cached) [no tests to run]", rung.KindAmbiguous},
		{"pytest no tests", "", 0, "", "exit status 5\n============================= test session starts ==============================\nplatform linux -- Python 3.11.2, pytest-8.3.3, pluggy-1.5.0\nrootdir: /tmp/w\ncollected 0 items\n\n============================ no tests ran in 0.01s =============================", rung.KindAmbiguous},
		{"jest no tests", "", 0, "", "exit status 1\nNo tests found, exiting with code 1\nRun with `--passWithNoTests` to exit with code 0", rung.KindAmbiguous},
		{"vitest no tests", "", 0, "", "exit status 1\nNo test files found, exiting with code 1", rung.KindAmbiguous},
		// Near misses: another package failed (premise, sets 108 and 134)
		// or did not build (the compiler's reading, invalid).
		{"go test failed and no tests", "", 0, "", "exit status 1\n--- FAIL: TestParse (0.00s)\n    parse_test.go:9: got 1, want 2\nFAIL\nFAIL\texample.com/a\t0.011s\nok  \texample.com/b\t0.004s [no tests to run]\nFAIL", rung.KindInvalid},
		{"go test build failed and no tests", "", 0, "", "exit status 1\n# example.com/a\n./a.go:3:2: undefined: x\nFAIL\texample.com/a [build failed]\nok  \texample.com/b\t0.004s [no tests to run]\nFAIL", rung.KindInvalid},
	})
}

// TestNoTestsRanNeedsEveryPackage160: a run where one package ran tests is
// not an empty run.
func TestNoTestsRanNeedsEveryPackage160(t *testing.T) {
	if noTestsRan("ok  \texample.com/a\t0.011s\nok  \texample.com/b\t0.004s [no tests to run]") {
		t.Error("a run where example.com/a ran tests read as no tests ran")
	}
	if noTestsRan("!!!!!!!! Interrupted: 1 error during collection !!!!!!!!\n=== no tests ran in 0.05s ===") {
		t.Error("an interrupted collection read as no tests ran")
	}
}
