package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at b920cb93: 28/34 overall, 11/16 tricky.
// Fixed: i1728-govcs-disallows (toolwords.go otherToolWords), i1728-test-no-packages (shellwords.go noTestsRan).
// Tolerated: i1728-proxy-off: premise vs denied (ruling): set 40 reads Go's "module lookup disabled by GOPROXY=off" as an offline cache without the module, a fetch step the plan lacks; the label reads GOPROXY=off as a policy boundary.
// Tolerated: i1728-get-missing-version: premise vs invalid (ruling): set 1344 reads a file:// proxy's "no such file or directory" for @v/<version>.info as premise (and set 108 an unknown revision); the label reads the version query as the call's own argument to repair.
// Tolerated: i1728-workspace-dir-prefix: premise vs invalid (ruling): set 160 reads "directory prefix . does not contain modules listed in go.work" as the directory not being the project, premise; the label reads the pattern as the argument to repair.
// Tolerated: i1728-ambiguous-import: premise vs ambiguous (ruling): set 1478 reads "ambiguous import: found package x in multiple modules" as go.mod to change first; the label reads two providers as several matches to narrow.
func TestIndependentCases1728(t *testing.T) {
	runIndependent(t, "testdata/independent1728.jsonl", true, "i1728-proxy-off", "i1728-get-missing-version", "i1728-workspace-dir-prefix", "i1728-ambiguous-import")
}

// TestGeneralise1728GOVCS: cmd/go's GOVCS policy refusing a version
// control tool for a module path (vcs.go checkGOVCS; go.dev/ref/mod#vcs-govcs,
// live go 1.26.8), public and private, from go get, go mod download and a
// build resolving imports: denied. Near misses: a GOVCS that does not
// parse, and GOPROXY=off (set 40's premise), keep their readings; git's
// own "terminal prompts disabled" stays denied by set 757.
func TestGeneralise1728GOVCS(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"get public", "exec", 1, "1", "go: github.com/rungkit/nothing@v1.0.0: GOVCS disallows using git for public github.com/rungkit/nothing; see 'go help vcs'\nexit status 1", rung.KindDenied},
		{"download private", "exec", 1, "1", "go: git.corp.example/team/lib@v0.3.1: GOVCS disallows using git for private git.corp.example/team/lib; see 'go help vcs'\nexit status 1", rung.KindDenied},
		{"build resolving an import", "exec", 1, "1", "go: finding module for package github.com/rungkit/nothing/pkg\nmain.go:3:8: cannot find module providing package github.com/rungkit/nothing/pkg: GOVCS disallows using git for public github.com/rungkit/nothing; see 'go help vcs'\nexit status 1", rung.KindDenied},
		{"hg, no transport", "", 0, "", "bitbucket.org/acme/tool@v1.2.0: GOVCS disallows using hg for public bitbucket.org/acme/tool; see 'go help vcs'", rung.KindDenied},
		{"near: GOPROXY=off", "exec", 1, "1", "main.go:3:8: cannot find module providing package example.org/other/pkg: module lookup disabled by GOPROXY=off\nexit status 1", rung.KindPremise},
	})
	r := Classify(Input{Protocol: "exec", Status: 1, Code: "1", Message: "go: github.com/rungkit/nothing@v1.0.0: malformed entry in GOVCS (missing colon): \"github.com\"\nexit status 1"})
	if r.Kind == rung.KindDenied {
		t.Errorf("a GOVCS that does not parse read denied: %s", r.Reason)
	}
}

// TestGeneralise1728GoTestNoPackages: go test whose package patterns
// matched nothing, cmd/go's "go: warning: \"./...\" matched no packages"
// and "no packages to test" (exit status 1, live go 1.26.8): nothing was
// tested, ambiguous as set 160's "[no tests to run]". Near misses: the
// warning beside a package that failed or did not build keeps the
// failure's reading (invalid).
func TestGeneralise1728GoTestNoPackages(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"dot pattern", "exec", 1, "1", "go: warning: \"./...\" matched no packages\nno packages to test\nexit status 1", rung.KindAmbiguous},
		{"named pattern", "exec", 1, "1", "go: warning: \"./internal/...\" matched no packages\nno packages to test\nexit status 1", rung.KindAmbiguous},
		{"no packages only", "exec", 1, "1", "no packages to test\nexit status 1", rung.KindAmbiguous},
		{"near: other pattern failed", "exec", 1, "1", "go: warning: \"./tools/...\" matched no packages\n--- FAIL: TestAdd (0.00s)\n    a_test.go:7: Add(1, 1) = 2, want 3\nFAIL\nFAIL\texample.com/m19\t0.015s\nFAIL\nexit status 1", rung.KindInvalid},
		{"near: other pattern did not build", "exec", 1, "1", "go: warning: \"./tools/...\" matched no packages\n# example.com/m19 [example.com/m19.test]\n./a_test.go:6:5: undefined: helper\nFAIL\texample.com/m19 [build failed]\nFAIL\nexit status 1", rung.KindInvalid},
	})
}
