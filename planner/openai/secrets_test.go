package openai_test

import (
	"net/http"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/openai"
)

// The key a planner authenticates with, from Config or from the
// environment, and the values of credential headers are registered with rung.AddSecrets: a local server's token
// in no known format is still redacted from every prompt, trace and report.
func TestKeyIsRegisteredSecret(t *testing.T) {
	const configured, fromEnv = "local-cfg-token-7Hq2", "local-env-token-9Wm4"
	const header = "gw-hdr-value-8Kp3"
	if _, err := openai.New(openai.Config{Model: "m", BaseURL: "http://127.0.0.1:1/v1", APIKey: configured,
		Header: http.Header{"X-Gateway-Key": {header}, "OpenAI-Beta": {"assistants=v2"}}}); err != nil {
		t.Fatal(err)
	}
	t.Setenv("OPENAI_API_KEY", fromEnv)
	if _, err := openai.New(openai.Config{Model: "m", BaseURL: "http://127.0.0.1:1/v1"}); err != nil {
		t.Fatal(err)
	}
	if got := rung.Redact("beta assistants=v2"); got != "beta assistants=v2" {
		t.Errorf("an ordinary header's value was registered: %q", got)
	}
	for _, key := range []string{configured, fromEnv, header} {
		if got := rung.Redact("upstream said: bad key " + key); got != "upstream said: bad key [REDACTED]" {
			t.Errorf("Redact kept the key: %q", got)
		}
	}
}
