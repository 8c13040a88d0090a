package rung_test

import (
	"strings"
	"testing"

	"github.com/rungkit/rung"
)

// cleanBody is a 2 KiB error body with nothing to redact: a validation
// failure from a JSON API, with the prose, ids, paths and URLs such bodies
// carry (and words like "token" and "key" used in sentences).
var cleanBody = pad2K(`{"error":{"type":"invalid_request_error","code":"parameter_invalid_date_range",` +
	`"message":"The date range 2026-01-05..2026-03-05 is wider than the 31 days this endpoint accepts. ` +
	`Split the request into smaller ranges, or use the bulk export endpoint, which accepts up to 366 days ` +
	`and returns a job id that you can poll. The page token you sent was valid but belongs to an earlier ` +
	`query, so it was ignored; the sort key must be one of created_at, updated_at or amount.",` +
	`"param":"range","doc_url":"https://docs.example.com/api/errors#parameter_invalid_date_range",` +
	`"request_id":"req_8f14e45fceea167a","trace_id":"4bf92f3577b34da6a3ce929d0e0e4736"},` +
	`"request":{"method":"GET","path":"/v2/reports/sales","query":"from=2026-01-05&to=2026-03-05&page=2&sort=created_at",` +
	`"host":"api.example.com","user_agent":"rung/0.9 (+https://github.com/rungkit/rung)"},` +
	`"hints":["Ranges are inclusive of both ends and use the account's time zone (Europe/Berlin).",` +
	`"A 404 Not Found for vendor/exports/2026-03.csv means the export has not been generated yet.",` +
	`"Retry-After is only sent for 429 and 503 responses; this 400 will fail again unchanged."],` +
	`"limits":{"max_days":31,"max_rows":100000,"remaining_today":4872,"reset":"2026-03-06T00:00:00Z"}}`)

// dirtyBody is a 2 KiB error body from an HTTP API that echoes the request
// it refused, headers and all: a few secrets among ordinary text.
var dirtyBody = pad2K(`upstream returned 401 Unauthorized for GET https://api.example.com/v2/reports/sales?from=2026-01-05&api_key=k3y-9f8e7d6c5b4a&page=2` + "\n" +
	`request headers:` + "\n" +
	`  Host: api.example.com` + "\n" +
	`  Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdmMtcmVwb3J0cyJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ` + "\n" +
	`  Accept: application/json` + "\n" +
	`  Cookie: session=7c9e6679-7425-40de-944b-e07fc1f90ae7; theme=dark` + "\n" +
	`  User-Agent: rung/0.9` + "\n" +
	`response body: {"error":{"code":"invalid_credentials","message":"The API key provided is not valid for this account. ` +
	`Check that the key has not been revoked and that it belongs to the project you are calling; keys created before ` +
	`2025-11-01 must be rotated.","request":{"headers":{"X-Api-Key":"k3y-9f8e7d6c5b4a","Accept":"application/json"},` +
	`"url":"https://api.example.com/v2/reports/sales?from=2026-01-05\u0026token=tok_51HqLyjWDarjtT1zdp7dc\u0026page=2"},` +
	`"doc_url":"https://docs.example.com/api/errors#invalid_credentials","request_id":"req_8f14e45fceea167a"}}`)

// pad2K repeats s's tail of ordinary text until s is 2 KiB long.
func pad2K(s string) string {
	const filler = ` The service logged this failure with its request id; quote the id when you contact support.`
	for len(s) < 2048 {
		s += filler
	}
	return s[:2048]
}

func BenchmarkRedact(b *testing.B) {
	// A process with a planner and a database registers a few values: an
	// API key, a password, a token in its JSON and URL forms.
	var withValues rung.Redactor
	withValues.Add("sk-ant-api03-Qx7vL2m9PzR4tY8wK1nB5cD3", "hunter2-staging!", "tok_51HqLyjWDarjtT1zdp7dc")
	for _, c := range []struct {
		name   string
		body   string
		redact func(string) string
	}{
		{"clean", cleanBody, rung.Redact},
		{"dirty", dirtyBody, rung.Redact},
		{"clean,values", cleanBody, withValues.Redact},
		{"dirty,values", dirtyBody, withValues.Redact},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.body)))
			b.ReportAllocs()
			for b.Loop() {
				c.redact(c.body)
			}
		})
	}
}

// The bodies are what the benchmark says they are: the clean one comes
// back unchanged, the dirty one loses every secret it carries.
func TestBenchBodies(t *testing.T) {
	if got := rung.Redact(cleanBody); got != cleanBody {
		t.Errorf("clean body changed:\n%s", got)
	}
	got := rung.Redact(dirtyBody)
	for _, secret := range []string{"k3y-9f8e7d6c5b4a", "eyJhbGciOiJIUzI1NiJ9", "7c9e6679", "tok_51HqLyjWDarjtT1zdp7dc"} {
		if strings.Contains(got, secret) {
			t.Errorf("dirty body keeps %q:\n%s", secret, got)
		}
	}
}
