package classify

import "testing"

// TestIndependentCases643 runs held-out set 643: documented raw HTTP responses across vendors (AWS, Google, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, RFC 9110), labelled blind.
// First run at 6aba7cb: 33/34 overall, 18/18 tricky.
func TestIndependentCases643(t *testing.T) {
	runIndependent(t, "testdata/independent643.jsonl", true)
}

// TestGeneralise643 covers a 4xx whose body relays PostgreSQL's SQLSTATE:
// the state decides, so an undefined column under 400 stays the query's
// fault even though its words say "does not exist".
func TestGeneralise643(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Supabase REST (PostgREST) 400 42703, docs.postgrest.org errors", "http", 400, "", `{"code":"42703","details":null,"hint":null,"message":"column profiles.full_nam does not exist"}`, invalid},
		{"Neon serverless HTTP query 400 with severity, neondatabase/serverless", "http", 400, "", `{"message":"column \"emial\" does not exist","code":"42703","position":"8","severity":"ERROR"}`, invalid},
		{"Go handler relaying pgx under 400", "http", 400, "", `HTTP/1.1 400 Bad Request` + "\n\n" + `{"error":"ERROR: column \"colour\" does not exist (SQLSTATE 42703)"}`, invalid},
		{"PostgREST 400 42883 undefined function in a filter", "http", 400, "", `{"code":"42883","details":null,"hint":"No operator matches the given name and argument types. You might need to add explicit type casts.","message":"operator does not exist: text = integer"}`, invalid},
		// Near misses: a missing relation stays premise; a five-character
		// code with no database fields is not read as a state.
		{"near miss: PostgREST 404 42P01 missing relation", "http", 404, "", `{"code":"42P01","details":null,"hint":null,"message":"relation \"public.w643_gone\" does not exist"}`, premise},
		{"near miss: 404 bucket does not exist, no SQLSTATE", "http", 404, "", `{"code":"E4040","message":"bucket w643-tide does not exist"}`, premise},
	})
}
