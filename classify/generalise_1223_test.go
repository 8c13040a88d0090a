package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f837887: 26/33 overall, 14/17 tricky.
func TestIndependentCases1223(t *testing.T) {
	runIndependent(t, "testdata/independent1223.jsonl", false)
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
