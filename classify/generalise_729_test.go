package classify

import "testing"

// First run at bf358c9: 33/35 overall, 22/24 tricky.
// Tolerated: i729-geo-denied: denied vs premise (httppreset.go statusField reads REQUEST_DENIED with "not authorized to use this api" as project setup, set 92, generalise_92_test.go "maps api not enabled"; the same split as i627-geocode-request-denied): the project is refused the API, so the agent cannot go on without a person (denied), while Maps' remedy is to enable the API on the project, a setup fact later steps rest on (premise); both readings hold and the anchored ruling stands.
// Tolerated: i729-http-412: conflict vs premise (httppreset.go case 412: a bare 412 stays premise because a re-read is safe for a stale If-Match and a create-only If-None-Match alike, while conflict would skip a stale update silently): I labelled from the call's If-None-Match: * (in the source field), which httpx's message does not carry; on the message alone premise is the safe fair reading.
//
// TestIndependentCases729 runs held-out set 729: documented failures as the Python and TypeScript SDKs print them (OpenAI, Anthropic, boto3, google-api-core, psycopg, sqlite3, PyGithub, slack_sdk, stripe, geocoding, Kubernetes, MCP, requests/httpx), labelled blind.
func TestIndependentCases729(t *testing.T) {
	runIndependent(t, "testdata/independent729.jsonl", true, "i729-geo-denied", "i729-http-412")
}
