package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f837887: 26/33 overall, 14/17 tricky.
// Fixed by class: find's unknown predicate (wording.go vocabularyWords),
// grep -c's zero count after exit status 1 (shellwords.go zeroCounts), a
// tool's own output-cut marker (shellwords.go outputCut).
// Tolerated: i1223-git-pull-no-tracking: invalid vs premise ("set 135: a push or pull whose destination git asks to be spelt out ... | invalid | git prints the arguments that make the same call work"): the missing upstream is repository setup, but git's own text names the arguments that make the same pull work.
// Tolerated: i1223-git-pull-detached: invalid vs premise (the same set 135 ruling, "HEAD on no branch (\"You are not currently on a branch.\")"): the pull can be made to work by naming <remote> <branch>, as the ruling reads it.
// Tolerated: i1223-git-merge-unrelated: invalid vs premise ("refusing to merge unrelated histories ... | invalid: the tool refuses unless the call asks for it (git-merge --allow-unrelated-histories)"): that histories share no ancestor is a fact about the repository, but the ruling reads the flag as the repair.
// Fixed by the lead's test-ruling revision (a failing test reads invalid): i1223-go-test-fail.
func TestIndependentCases1223(t *testing.T) {
	runIndependent(t, "testdata/independent1223.jsonl", true,
		"i1223-git-pull-no-tracking", "i1223-git-pull-detached", "i1223-git-merge-unrelated")
}

// TestGeneralise1223FindUnknownPredicate: find's expression names its tests
// from a fixed list; a misspelt one is the call's, invalid, as "unknown
// option" (wording.go vocabularyWords).
func TestGeneralise1223FindUnknownPredicate(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "gnu find via os/exec", protocol: "exec", status: 1, msg: "find src -nmae *.go: exit status 1: find: unknown predicate `-nmae'", want: rung.KindInvalid},
		{name: "gnu find bare", msg: "find: unknown predicate `-mtimee'", want: rung.KindInvalid},
		{name: "bsd find", msg: "find . -nmae *.go: exit status 1: find: -nmae: unknown primary or operator", want: rung.KindInvalid},
		// near misses keep their readings
		{name: "find missing dir", protocol: "exec", status: 1, msg: "find internal/w1223 -name *.go: exit status 1: find: 'internal/w1223': No such file or directory", want: rung.KindPremise},
		{name: "find bad regex", msg: "grep -rnE func (w1223 src: exit status 2: grep: Unmatched ( or \\(", want: rung.KindInvalid},
	})
}

// TestGeneralise1223GrepCountZero: grep -c writes its count of 0 and exits
// 1 when it selected nothing; the count is the empty answer, ambiguous as
// a bare exit status 1 (shellwords.go searchFoundNothing, zeroCounts).
func TestGeneralise1223GrepCountZero(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "grep -c one file", protocol: "exec", status: 1, msg: "grep -c w1223Handler src/main.go: exit status 1: 0", want: rung.KindAmbiguous},
		{name: "grep -c files", protocol: "exec", status: 1, msg: "grep -c TODO a.go b.go: exit status 1: a.go:0\nb.go:0", want: rung.KindAmbiguous},
		{name: "grep -rc", msg: "grep -rc w1223 src: exit status 1: src/main.go:0\nsrc/util.go:0\n", want: rung.KindAmbiguous},
		// near misses keep their readings
		{name: "not a search program", protocol: "exec", status: 1, msg: "wc -l w1223.txt: exit status 1: 0", want: rung.KindUnknown},
		{name: "grep -c error", protocol: "exec", status: 2, msg: "grep -c x src/w1223.go: exit status 2: grep: src/w1223.go: No such file or directory", want: rung.KindPremise},
		{name: "grep -c count and error", protocol: "exec", status: 2, msg: "grep -c x a.go b.go: exit status 2: a.go:0\ngrep: b.go: No such file or directory", want: rung.KindPremise},
	})
}

// TestGeneralise1223OutputCut: a tool result whose last line is the tool's
// own marker that it cut the output at its cap is a truncated answer,
// ambiguous (shellwords.go outputCut); a failed command keeps its reading.
func TestGeneralise1223OutputCut(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "bracket marker", protocol: "exec", msg: "src/w1223/a.go:12: TODO(w1223) tidy\nsrc/w1223/b.go:12: TODO(w1223) tidy\nsrc/w1223/c\n[output truncated: showing 512 of 17092 bytes]", want: rung.KindAmbiguous},
		{name: "paren marker", msg: "total 96\ndrwxr-xr-x  2 w1223 w1223 4096 Mar  3 10:12 bin\n-rw-r--r--  1 w1223 w1223  220 Mar  3 10:12 go.mod\n(output truncated)", want: rung.KindAmbiguous},
		{name: "clipped marker", msg: "     1\tpackage main\n     2\t\n     3\timport \"fmt\"\n<response clipped><NOTE>To save on context only part of this file has been shown to you.</NOTE>", want: rung.KindAmbiguous},
		// near misses keep their readings
		{name: "failed command cut", protocol: "exec", status: 2, msg: "make build: exit status 2: main.c:3:10: fatal error: w1223.h: No such file or directory\n[output truncated: showing 512 of 9000 bytes]", want: rung.KindPremise},
		{name: "marker alone", msg: "[output truncated]", want: rung.KindUnknown},
		{name: "word mid-output", msg: "w1223 log rotated\noutput truncated at 10MB by logrotate\nready", want: rung.KindUnknown},
	})
}
