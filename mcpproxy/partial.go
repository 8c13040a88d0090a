package mcpproxy

import (
	"encoding/json"
	"math/bits"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	rungmcp "github.com/rungkit/rung/tool/mcp"
)

// MetaNote is a note rung adds to a result it passes on: why it marked a
// success ambiguous.
const MetaNote = "rung/note"

// partialHints are words one of which every partial-success rule of
// package classify needs in the text ("partial failure", "3 of 5 ...
// failed", a batch's "Failed" list, items that say "Error - ", a bulk
// response's "errors": true, S3's <Error>): a result without any is not
// read by the classifier, which costs about a hundred microseconds a
// result. A rule added to classify on other words is missed here until
// its word is added.
var partialHints = [][]byte{[]byte("fail"), []byte("error"), []byte("reject"), []byte("not processed"), []byte("were not"), []byte("could not")}

// partialNote returns the note for a successful result of tool t that the
// classifier reads as a partial success (some items failed, the rest
// applied: resending the call would repeat the rest), "" for any other.
func (p *Proxy) partialNote(t *proxied, out any) string {
	var raw []byte
	switch o := out.(type) {
	case rungmcp.RawResult:
		raw = o
	default:
		b, err := json.Marshal(out)
		if err != nil {
			return ""
		}
		raw = b
	}
	if !hasHint(raw) {
		return ""
	}
	res, _ := asResult(out)
	if res == nil || res.IsError {
		return ""
	}
	text := rungmcp.ResultText(res)
	if text == "" {
		return ""
	}
	r := (&classify.Chain{Rules: map[string][]rung.Rule{t.tool.Name: t.tool.Rules}}).ClassifyInput(
		classify.Input{Protocol: "mcp", Status: 200, Message: text, Tool: t.tool.Name})
	if r.Kind != rung.KindAmbiguous {
		return ""
	}
	note := "rung reads this result as a partial success (" + r.Reason + "): some items did not go through. Do not send the whole call again"
	if t.tool.SideEffects {
		note += " (the same call gets this recorded result back, and nothing is sent)"
	}
	return note + "; retry only the items that failed, or tell the user which did."
}

// hintStarts has, for each byte, a bit per partialHints entry that starts
// with it in either case: most bytes of a result start no hint, and each
// one that does is compared only with the hints it starts.
var hintStarts = func() (t [256]uint8) {
	for i, h := range partialHints {
		t[h[0]] |= 1 << i
		t[h[0]&^0x20] |= 1 << i
	}
	return t
}()

// hasHint reports whether b holds one of partialHints, in any case. It is
// bytes.EqualFold at each offset, for hints of lowercase ASCII letters and
// spaces: a run of equally many bytes holding anything outside ASCII
// decodes to fewer runes than the hint, so EqualFold only ever matched
// ASCII there (TestHasHintMatchesEqualFold). It reads every successful
// result, so it is a table lookup per byte.
func hasHint(b []byte) bool {
	for i := 0; i < len(b); i++ {
		m := hintStarts[b[i]]
		for m != 0 {
			j := bits.TrailingZeros8(m)
			m &^= 1 << j
			if foldHas(b[i:], partialHints[j]) {
				return true
			}
		}
	}
	return false
}

// foldHas reports whether b begins with h, h lowercase ASCII, ASCII
// letters compared in either case.
func foldHas(b, h []byte) bool {
	if len(b) < len(h) {
		return false
	}
	for k, c := range h {
		d := b[k]
		if 'A' <= d && d <= 'Z' {
			d += 'a' - 'A'
		}
		if d != c {
			return false
		}
	}
	return true
}
