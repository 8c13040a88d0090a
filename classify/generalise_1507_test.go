package classify

import "testing"

// First run at 7aef4cc2: 15/24 overall, 6/12 tricky.
// Tolerated: i1507-oai-https-to-http: premise vs invalid (ruling: docs/taxonomy.md base-URL rule, llmendpoint.go): an LLM SDK's "server gave HTTP response to HTTPS client" is the configured endpoint, premise; the blind label read the scheme as the call's URL.
// Tolerated: i1507-ant-https-to-http: premise vs invalid (ruling: base-URL rule, llmendpoint.go): as i1507-oai-https-to-http.
// Tolerated: i1507-ant-http-to-nginx-tls: premise vs invalid (ruling: base-URL rule names nginx's "The plain HTTP request was sent to HTTPS port" on an SDK path premise).
// Tolerated: i1507-oai-https-to-memcached: premise vs invalid (ruling: base-URL rule names "first record does not look like a TLS handshake" on an SDK path premise).
// Tolerated: i1507-ant-https-to-memcached: premise vs invalid (ruling: base-URL rule), as i1507-oai-https-to-memcached.
// Tolerated: i1507-ant-refusal-empty: ambiguous vs denied (ruling: docs/taxonomy.md "OpenAI and Anthropic": stop_reason refusal is ambiguous, the call worked and the model declined).
// Tolerated: i1507-oai-content-filter: ambiguous vs denied (ruling: finish_reason content_filter is ambiguous, same section).
// Tolerated: i1507-oai-length-empty: ambiguous vs invalid (ruling: finish_reason length is ambiguous, same section; the label read reasoning tokens spending the whole max_completion_tokens as the argument to raise).
func TestIndependentCases1507(t *testing.T) {
	runIndependent(t, "testdata/independent1507.jsonl", true,
		"i1507-oai-https-to-http", "i1507-ant-https-to-http", "i1507-ant-http-to-nginx-tls",
		"i1507-oai-https-to-memcached", "i1507-ant-https-to-memcached",
		"i1507-ant-refusal-empty", "i1507-oai-content-filter", "i1507-oai-length-empty")
}

// TestGeneralise1507EmptyChoices: a Chat Completions or legacy Completions
// object whose choices array is empty holds no answer though the call
// worked (openai-go returns it with err == nil; platform.openai.com chat
// object): ambiguous, as "returned no choices" in words (set 226). A
// streamed chunk with empty choices (the usage chunk of include_usage) and
// Azure's first stream chunk (object "", prompt_filter_results) keep their readings.
func TestGeneralise1507EmptyChoices(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"chat.completion, no choices", "openai", 200, "", `{"id":"chatcmpl-9","object":"chat.completion","created":1700000000,"model":"gpt-4.1","choices":[],"usage":{"prompt_tokens":9,"completion_tokens":0,"total_tokens":9}}`, ambiguous},
		{"legacy text_completion, no choices", "openai", 200, "", `{"id":"cmpl-7","object":"text_completion","created":1700000000,"model":"gpt-3.5-turbo-instruct","choices":[ ]}`, ambiguous},
		{"object-less OpenAI-compatible body", "http", 200, "", `{"id":"gen-1","model":"mistral-small","created":1700000000,"choices":[]}`, ambiguous},
		{"near miss: usage chunk of a stream", "openai", 200, "", `{"id":"chatcmpl-9","object":"chat.completion.chunk","created":1700000000,"model":"gpt-4.1","choices":[],"usage":{"prompt_tokens":9,"completion_tokens":12,"total_tokens":21}}`, unk},
		{"near miss: a normal completion", "openai", 200, "", `{"id":"chatcmpl-9","object":"chat.completion","created":1,"model":"gpt-4.1","choices":[{"index":0,"message":{"role":"assistant","content":"Paris."},"finish_reason":"stop"}]}`, unk},
		{"near miss: Azure's first stream chunk of prompt filter results", "openai", 200, "", `{"choices":[],"created":0,"id":"","model":"","object":"","prompt_filter_results":[{"prompt_index":0,"content_filter_results":{"hate":{"filtered":false,"severity":"safe"}}}]}`, unk},
	})
}
