package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseNamedWait: a low-confidence guess from one common word
// ("too many", "not found") gives way to a wait the message names (set
// 775's note): the service says when the same call works, transient. A
// remedy that is not a wait ("retry with at most 100") keeps the guess.
func TestGeneraliseNamedWait(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gorilla/websocket close 4029 with its wait in the reason", "", 0, "4029",
			`websocket: close 4029: too many subscriptions: retry in 30s [close code=4029 reason="too many subscriptions: retry in 30s"]`, rung.KindTransient},
		{"Flux kustomize-controller ArtifactFailed", "", 0, "ArtifactFailed",
			"Source artifact not found, retrying in 45s", rung.KindTransient},
		{"a login limiter's bare message", "", 0, "",
			"Too many attempts. Try again in 15 minutes.", rung.KindTransient},
		{"a PIN limiter's bare message", "", 0, "",
			"Too many attempts. Try again in 42 seconds.", rung.KindTransient},
		{"a stream server's cap with its wait", "", 0, "",
			"Too many open streams; try again in 5s", rung.KindTransient},
		// Near misses: keep their kinds.
		{"near miss: a remedy that is a smaller batch", "", 0, "",
			"too many items in the batch, retry with at most 100", rung.KindInvalid},
		{"near miss: a smaller batch, in words", "", 0, "",
			"Too many files open; retry with a smaller batch", rung.KindInvalid},
	})
}
