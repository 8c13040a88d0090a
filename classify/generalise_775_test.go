package classify

import "testing"

// TestIndependentCases775 runs held-out set 775: live WebSocket client failures (gorilla/websocket, coder/websocket, nginx proxy, wss), labelled blind.
func TestIndependentCases775(t *testing.T) {
	runIndependent(t, "testdata/independent775.jsonl", false)
}
