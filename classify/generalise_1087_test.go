package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at e883faa1: 31/32 overall, 17/17 tricky.
func TestIndependentCases1087(t *testing.T) {
	runIndependent(t, "testdata/independent1087.jsonl", true)
}

// A Python client that raises the decoded JSON body prints only its dict
// repr; the body's code decides as it does in the JSON (pyrepr.go
// sdkReprBody). Near misses: a dict followed by more text, and dict words
// inside prose, keep the other rules' reading.
func TestGeneralise1087(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"supabase-py PGRST205 table", "http", 404, "", `{'code': 'PGRST205', 'details': None, 'hint': "Perhaps you meant the table 'public.todo'", 'message': "Could not find the table 'public.todos' in the schema cache"}`, rung.KindPremise},
		{"supabase-py PGRST202 function", "", 0, "", `{'code': 'PGRST202', 'details': 'Searched for the function public.add_them with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.', 'hint': None, 'message': 'Could not find the function public.add_them(a) in the schema cache'}`, rung.KindInvalid},
		{"supabase-py PGRST116 single row", "http", 406, "", `{'code': 'PGRST116', 'details': 'The result contains 0 rows', 'hint': None, 'message': 'Cannot coerce the result to a single JSON object'}`, rung.KindAmbiguous},
		{"supabase-py 23505 unique", "http", 409, "", `{'code': '23505', 'details': 'Key (email)=(a@example.com) already exists.', 'hint': None, 'message': 'duplicate key value violates unique constraint "profiles_email_key"'}`, rung.KindConflict},
		{"telegram bot api 429 printed dict", "", 0, "", `{'ok': False, 'error_code': 429, 'description': 'Too Many Requests: retry after 35', 'parameters': {'retry_after': 35}}`, rung.KindTransient},
		{"github rest json printed dict", "", 0, "", `{'message': 'Bad credentials', 'documentation_url': 'https://docs.github.com/rest', 'status': '401'}`, rung.KindDenied},
		{"slack web api printed dict", "", 0, "", `{'ok': False, 'error': 'invalid_auth'}`, rung.KindDenied},
		// Near misses.
		{"near: openai-python Error code prefix still read", "openai", 429, "", `Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 29800, Requested 900. Please try again in 1.4s.', 'type': 'tokens', 'param': None, 'code': 'rate_limit_exceeded'}}`, rung.KindTransient},
		{"near: dict then prose keeps text reading", "", 0, "", `{'code': 'PGRST204'} raised while retrying; then: could not connect to server: Connection refused`, rung.KindTransient},
		{"near: openai-python 400 context length keeps invalid", "openai", 400, "", `Error code: 400 - {'error': {'message': "This model's maximum context length is 8192 tokens. However, your messages resulted in 9120 tokens. Please reduce the length of the messages.", 'type': 'invalid_request_error', 'param': 'messages', 'code': 'context_length_exceeded'}}`, rung.KindInvalid},
	})
}
