package classify

import "testing"

// First run at 5b08430d: 34/36 overall, 17/18 tricky.
// Tolerated: i1762-thread-active-run: transient vs conflict (ruling): taxonomy.md's settling-state row reads OpenAI Assistants' "already has an active run" transient (the run ends by itself); the set read the run id the body names as the existing object to carry forward.
func TestIndependentCases1762(t *testing.T) {
	runIndependent(t, "testdata/independent1762.jsonl", true, "i1762-thread-active-run")
}

// TestGeneralise1762SDKQuoted413 is the class of a generic server-error
// type under 413 when the status comes only as the Stainless Python SDKs'
// quoted "Error code: 413 - {...}" (openai-python, anthropic-sdk-python
// APIStatusError str()), as set 437 reads it under an HTTP 413: OpenAI's
// audio upload "Maximum content size limit ... exceeded" typed
// server_error. Near misses: the same quoted 413 naming a wait, a quoted
// 500 or 503 server_error, and a quoted 413 whose type is
// invalid_request_error keep their readings.
func TestGeneralise1762SDKQuoted413(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai audio 413 server_error", "openai", 0, "", "Error code: 413 - {'error': {'message': 'Maximum content size limit (26214400) exceeded (26970234 bytes read)', 'type': 'server_error', 'param': None, 'code': None}}", invalid},
		{"openai python quoted 413, no protocol", "", 0, "", "openai.APIStatusError: Error code: 413 - {'error': {'message': 'Maximum content size limit (26214400) exceeded (30112040 bytes read)', 'type': 'server_error', 'param': None, 'code': None}}", invalid},
		{"anthropic api_error under quoted 413", "anthropic", 0, "", "Error code: 413 - {'type': 'error', 'error': {'type': 'api_error', 'message': 'Internal server error'}}", invalid},
		{"quoted 413 request_too_large", "anthropic", 0, "", "Error code: 413 - {'type': 'error', 'error': {'type': 'request_too_large', 'message': 'Request exceeds the maximum allowed number of bytes.'}}", invalid},
		{"near miss: quoted 413 naming a wait", "openai", 0, "", "Error code: 413 - {'error': {'message': 'Upload service busy, please retry after 30 seconds.', 'type': 'server_error', 'param': None, 'code': None}}", transient},
		{"near miss: quoted 500 server_error", "openai", 0, "", "Error code: 500 - {'error': {'message': 'The server had an error while processing your request. Sorry about that!', 'type': 'server_error', 'param': None, 'code': None}}", transient},
		{"near miss: quoted 503 server_error", "openai", 0, "", "Error code: 503 - {'error': {'message': 'The engine is currently overloaded, please try again later.', 'type': 'server_error', 'param': None, 'code': None}}", transient},
	})
}
