package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 0ec9f403: 17/35 overall, 4/16 tricky.
// After shelldiag.go (shellDiagnostic): 32/35.
// Tolerated: i1337-bash-126-noexec: denied vs premise (childproc.go: "A program the kernel would not execute, exit 126 with \"Permission denied\", stays EACCES's denied, as sets 7, 20 and 29 label it"; taxonomy set 260, 126 denied): the script is the agent's own and lacks only its x bit, but the words are EACCES's and cannot tell a mode from a refused right.
// Tolerated: i1337-go-exec-eacces-noexec: denied vs premise (the same EACCES ruling, "go: EACCES / fs.ErrPermission"; sets 390 and 1260 tolerate the same): os/exec's "fork/exec X: permission denied" names no mode.
// Tolerated: i1337-busybox-grep-usage-tail: unknown vs invalid (one-off): the tool's three-line tail kept only BusyBox's option list, with neither the applet's "unrecognized option" nor its "Usage:" line; no marker is left to read.
func TestIndependentCases1337(t *testing.T) {
	runIndependent(t, "testdata/independent1337.jsonl", true, "i1337-bash-126-noexec", "i1337-go-exec-eacces-noexec", "i1337-busybox-grep-usage-tail")
}

// TestGeneralise1337ShellDiagnostics holds the shells' own diagnostics
// (shelldiag.go shellDiagnostic), keyed on each shell's prefix, and near
// misses: the same words without a shell's prefix, and a shell's own
// "command not found" and "Permission denied", keep their readings.
func TestGeneralise1337ShellDiagnostics(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Unbalanced quotes: not a connection's EOF.
		{"bash eof quote", "exec", 0, "", "exit status 2\nbash: -c: line 1: unexpected EOF while looking for matching `\"'", rung.KindInvalid},
		{"script eof paren", "", 0, "", "exit status 2\n./w1337-run.sh: line 9: unexpected EOF while looking for matching `)'", rung.KindInvalid},
		{"near miss: bare unexpected EOF", "", 0, "", "read tcp 10.0.0.2:5432: unexpected EOF", rung.KindTransient},
		// Bad substitution in dash, bash and ash.
		{"dash bad subst", "exec", 0, "", "exit status 2\ndash: 2: Bad substitution", rung.KindInvalid},
		{"sh bad subst", "", 0, "", "exit status 2\nsh: 1: Bad substitution", rung.KindInvalid},
		{"ash bad subst", "exec", 0, "", "exit status 2\nsh: syntax error: bad substitution", rung.KindInvalid},
		// set -u.
		{"positional unbound", "exec", 0, "", "exit status 127\nw1337-deploy: line 2: $1: unbound variable", rung.KindInvalid},
		{"own lower-case unbound", "exec", 0, "", "exit status 1\nbash: line 4: outdir: unbound variable", rung.KindInvalid},
		{"env unbound", "exec", 0, "", "exit status 1\nbash: line 2: W1337_API_TOKEN: unbound variable", rung.KindPremise},
		{"env unbound script", "", 0, "", "exit status 1\n/opt/ci/release.sh: line 12: GITHUB_TOKEN: unbound variable", rung.KindPremise},
		// Restricted shell against a plain readonly.
		{"rbash PATH", "exec", 0, "", "exit status 127\nrbash: line 1: PATH: readonly variable\nrbash: line 2: w1337-tool: command not found", rung.KindDenied},
		{"rbash cd", "exec", 0, "", "exit status 1\nrbash: line 1: cd: restricted", rung.KindDenied},
		{"bash -r redirect", "exec", 0, "", "exit status 1\nbash: line 1: /tmp/out.txt: restricted: cannot redirect output", rung.KindDenied},
		{"own readonly", "exec", 0, "", "exit status 1\nbash: line 2: W1337_ROOT: readonly variable", rung.KindInvalid},
		// Arithmetic and test on numbers.
		{"octal base", "exec", 0, "", "exit status 1\nbash: line 2: 08: value too great for base (error token is \"08\")", rung.KindInvalid},
		{"octal base 09", "", 0, "", "exit status 1\n./rotate.sh: line 7: 09: value too great for base (error token is \"09\")", rung.KindInvalid},
		{"dash illegal number", "exec", 0, "", "exit status 2\ndash: 2: [: Illegal number: three", rung.KindInvalid},
		{"sh illegal number", "", 0, "", "exit status 2\nsh: 1: arithmetic expression: expecting EOF: \"x\"\nsh: 3: [: Illegal number: x", rung.KindInvalid},
		// Ambiguous redirect: no result is ambiguous.
		{"redirect unset", "exec", 0, "", "exit status 1\nbash: line 1: $W1337_OUTFILE: ambiguous redirect", rung.KindInvalid},
		{"redirect glob", "exec", 0, "", "exit status 1\nbash: line 1: /tmp/w1337/work/w1337-*.log: ambiguous redirect", rung.KindInvalid},
		{"near miss: several matches", "", 0, "", "strict mode violation: locator('button') resolved to 2 elements", rung.KindAmbiguous},
		// bash-only words under sh, against a program not installed.
		{"dash declare", "exec", 0, "", "exit status 127\ndash: 1: declare: not found\ndash: 2: hosts[w1337]=10.0.0.7: not found", rung.KindInvalid},
		{"dash [[", "exec", 0, "", "exit status 3\ndash: 1: [[: not found", rung.KindInvalid},
		{"sh source", "", 0, "", "exit status 127\nsh: 1: source: not found", rung.KindInvalid},
		{"near miss: sh program missing", "exec", 0, "", "exit status 127\nsh: 1: helm: not found", rung.KindPremise},
		{"near miss: bash program missing", "exec", 0, "", "exit status 127\nbash: line 1: helm: command not found", rung.KindPremise},
		// Here-document.
		{"heredoc eof", "exec", 0, "", "exit status 1\nbash: line 3: warning: here-document at line 1 delimited by end-of-file (wanted `EOF')\nbase64: invalid input", rung.KindInvalid},
		{"heredoc eof script", "", 0, "", "exit status 2\n./gen.sh: line 40: warning: here-document at line 12 delimited by end-of-file (wanted `SQL')\n./gen.sh: line 41: syntax error: unexpected end of file", rung.KindInvalid},
		// zsh NOMATCH against a search tool's "No matches found".
		{"zsh nomatch", "exec", 0, "", "exit status 1\nzsh:1: no matches found: /tmp/w1337/work/reports/*.csv", rung.KindPremise},
		{"zsh nomatch later line", "", 0, "", "exit status 1\nzsh:3: no matches found: build/*.tar.gz", rung.KindPremise},
		{"near miss: search result", "", 0, "", "No matches found", rung.KindAmbiguous},
		// noclobber.
		{"noclobber", "exec", 0, "", "exit status 1\nbash: line 2: /tmp/w1337/work/w1337-report.csv: cannot overwrite existing file", rung.KindConflict},
		{"noclobber script", "", 0, "", "exit status 1\n./export.sh: line 5: out/users.json: cannot overwrite existing file", rung.KindConflict},
		// A shell's refused write keeps EACCES's denied.
		{"near miss: bash permission", "exec", 0, "", "exit status 1\nbash: line 1: /etc/w1337.conf: Permission denied", rung.KindDenied},
	})
}
