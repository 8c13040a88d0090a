package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 2bb1a869: 31/34 overall, 11/14 tricky.
// Tolerated: i1779-mux-trailing-slash-redirect: transient vs invalid (ruling): taxonomy's 302/307 row reads a temporary redirect transient (set 116's trailing-slash 302 alike); Go 1.26's ServeMux answers its subtree-root redirect with 307, which the body alone cannot tell from any other 307.
// Tolerated: i1779-h2c-prior-knowledge-to-http1: invalid vs premise (ruling): the h2c rulings (goerr.go h2cSettingsAnswer; set 1244 tolerated its mirror the same) read a framing mismatch as the call's to switch.
func TestIndependentCases1779(t *testing.T) {
	runIndependent(t, "testdata/independent1779.jsonl", true,
		"i1779-mux-trailing-slash-redirect", "i1779-h2c-prior-knowledge-to-http1")
}

// ServeMux pattern parse errors: Go's net/http pattern.go parsePattern
// panics at Handle with "parsing \"<pattern>\": at offset N: <words>";
// every word of that parser reads invalid (wording.go lifecycleWords, as
// set 85's "bad wildcard segment"). Near miss: database/sql's registry
// panic at start-up keeps set 1415's conflict.
func TestGeneralise1779ServeMuxPatternParse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"rest wildcard mid-path", "exec", 2, "2", "panic: parsing \"GET /files/{path...}/meta\": at offset 11: {...} wildcard not at end\n\ngoroutine 1 [running]:\nnet/http.(*ServeMux).register(...)\nexit status 2", rung.KindInvalid},
		{"duplicate wildcard", "go", 0, "", "parsing \"/a/{x}/b/{x}\": at offset 7: duplicate wildcard name \"x\"", rung.KindInvalid},
		{"dollar not at end", "go", 0, "", "parsing \"/a/{$}/b\": at offset 3: {$} not at end", rung.KindInvalid},
		{"empty wildcard", "go", 0, "", "parsing \"/a/{}\": at offset 3: empty wildcard", rung.KindInvalid},
		{"missing slash", "go", 0, "", "parsing \"GET example.com\": at offset 4: host/path missing /", rung.KindInvalid},
		{"host brace", "go", 0, "", "parsing \"GET {id}\": at offset 4: host contains '{' (missing initial '/'?)", rung.KindInvalid},
		{"unclean path", "go", 0, "", "parsing \"GET /a/../b\": at offset 4: non-CONNECT pattern with unclean path can never match", rung.KindInvalid},
		{"near: registry duplicate panic", "exec", 2, "2", "panic: sql: Register called twice for driver postgres\n\ngoroutine 1 [running]:\ndatabase/sql.Register(...)\nexit status 2", rung.KindConflict},
	})
}
