package openai_test

import (
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/openai"
)

// The key a planner authenticates with, from Config or from the
// environment, is registered with rung.AddSecrets: a local server's token
// in no known format is still redacted from every prompt, trace and report.
func TestKeyIsRegisteredSecret(t *testing.T) {
	const configured, fromEnv = "local-cfg-token-7Hq2", "local-env-token-9Wm4"
	if _, err := openai.New(openai.Config{Model: "m", BaseURL: "http://127.0.0.1:1/v1", APIKey: configured}); err != nil {
		t.Fatal(err)
	}
	t.Setenv("OPENAI_API_KEY", fromEnv)
	if _, err := openai.New(openai.Config{Model: "m", BaseURL: "http://127.0.0.1:1/v1"}); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{configured, fromEnv} {
		if got := rung.Redact("upstream said: bad key " + key); got != "upstream said: bad key [REDACTED]" {
			t.Errorf("Redact kept the key: %q", got)
		}
	}
}
