package classify

import "testing"

// TestIndependentCases765 runs held-out set 765: MQTT, NATS/JetStream, WebSocket, Socket.IO and hosted real-time service failures, labelled blind.
func TestIndependentCases765(t *testing.T) {
	runIndependent(t, "testdata/independent765.jsonl", false)
}
