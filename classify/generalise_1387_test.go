package classify

import "testing"

// First run at df55663a: 34/36 overall, 14/16 tricky.
func TestIndependentCases1387(t *testing.T) {
	runIndependent(t, "testdata/independent1387.jsonl", false)
}

// TestGeneralise1387UnknownFieldName: a strict decoder's refusal of a key
// its schema lacks names the key in quotes (Go encoding/json
// DisallowUnknownFields `json: unknown field "timeout_ms"`, protojson,
// Kubernetes strict decoding, serde deny_unknown_fields, Elasticsearch's
// ObjectParser "unknown field [x]"). The quoted name is the caller's
// identifier, not a report: its words (timeout, rate_limit, unavailable)
// must not turn the repair into a wait (wording.go vocabularyWords).
func TestGeneralise1387UnknownFieldName(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go json timeout field", "go", 0, "", `json: unknown field "timeout_ms"`, invalid},
		{"go json busy_timeout", "go", 0, "", `json: unknown field "busy_timeout"`, invalid},
		{"go json rate_limit", "go", 0, "", `json: unknown field "rate_limit"`, invalid},
		{"go json unavailable", "go", 0, "", `json: unknown field "unavailable_zones"`, invalid},
		{"wrapped k8s client", "", 0, "", `error unmarshaling JSON: while decoding JSON: json: unknown field "readinessTimeout"`, invalid},
		{"k8s strict decoding", "", 0, "", `unknown field "timeoutSeconds" in v1.Probe`, invalid},
		{"protojson", "go", 0, "", `proto: (line 1:2): unknown field "rateLimit"`, invalid},
		{"serde", "", 0, "", "unknown field `timeout`, expected one of `retries`, `labels` at line 3 column 12", invalid},
		{"elasticsearch object parser", "", 0, "", "[1:30] [bool] unknown field [timeout_ms]", invalid},
		{"toml key", "", 0, "", "Unknown field 'timeout' in table 'server'", invalid},
		// near misses: a wait the text reports, not a name it quotes
		{"near miss: timeout reported", "", 0, "", "timeout while decoding: unknown field count exceeded", transient},
		{"near miss: io timeout", "go", 0, "", "read tcp 10.0.0.1:5432: i/o timeout", transient},
		{"near miss: deadline", "go", 0, "", `Post "https://api.example.com/fields": context deadline exceeded`, transient},
		{"near miss: wrong type keeps its reading", "go", 0, "", "json: cannot unmarshal string into Go struct field Config.timeout of type time.Duration", invalid},
	})
}
