package anthropic_test

import (
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/anthropic"
)

// The key a planner authenticates with, from Config or from the
// environment, is registered with rung.AddSecrets: a gateway's token in no
// known format is still redacted from every prompt, trace and report.
func TestKeyIsRegisteredSecret(t *testing.T) {
	const configured, fromEnv = "gateway-cfg-token-3Jx8", "gateway-env-token-5Tn1"
	if _, err := anthropic.New(anthropic.Config{Model: "m", BaseURL: "http://127.0.0.1:1", APIKey: configured}); err != nil {
		t.Fatal(err)
	}
	t.Setenv("ANTHROPIC_API_KEY", fromEnv)
	if _, err := anthropic.New(anthropic.Config{Model: "m", BaseURL: "http://127.0.0.1:1"}); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{configured, fromEnv} {
		if got := rung.Redact("gateway said: bad key " + key); got != "gateway said: bad key [REDACTED]" {
			t.Errorf("Redact kept the key: %q", got)
		}
	}
}
