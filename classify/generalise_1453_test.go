package classify

import "testing"

// First run at ddc77c07: 32/34 overall, 11/13 tricky.
// Tolerated: i1453-ant-base-url-doubled-v1: premise vs invalid (ruling): the base-URL rule (llmendpoint.go; docs/taxonomy.md, sets 61, 176, 235, 285) reads a 404 on an LLM SDK's doubled /v1/v1/ path as the endpoint configuration, premise; set 1453 labelled it the call's URL to repair.
// Tolerated: i1453-ant-router-404-detail: premise vs invalid (ruling): a router's bare 404 {"detail":"Not Found"} on anthropic-sdk-go's /v1/messages under a wrong base-URL prefix is the same class as the base-URL rule's pages (llmendpoint.go), which reads premise.
func TestIndependentCases1453(t *testing.T) {
	runIndependent(t, "testdata/independent1453.jsonl", true, "i1453-ant-base-url-doubled-v1", "i1453-ant-router-404-detail")
}

// TestGeneralise1453SDKEmptyParam: a vendor SDK's own check of an empty id
// path parameter, made before any request (the Stainless Go SDKs'
// "missing required X parameter", the Stainless Python SDKs' "Expected a
// non-empty value for `x` but received ”"), is the call's argument:
// invalid, with confidence (captured live, openai-go v3.98.0 Files.Get and
// anthropic-sdk-go v2.15.0 Models.Get and Messages.Batches.Get with "").
// Near misses: a missing required file or a longer sentence keep their
// readings.
func TestGeneralise1453SDKEmptyParam(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai-go file_id", "openai", 0, "", "missing required file_id parameter", invalid},
		{"anthropic-sdk-go batch id", "anthropic", 0, "", "missing required message_batch_id parameter", invalid},
		{"openai-go vector store", "", 0, "", "missing required vector_store_id parameter", invalid},
		{"python sdk", "openai", 0, "", "Expected a non-empty value for `file_id` but received ''", invalid},
		{"python sdk anthropic", "anthropic", 0, "", "Expected a non-empty value for `message_batch_id` but received ''", invalid},
		// near misses: not the SDK's whole shape
		{"near miss: missing module", "exec", 1, "", "Error: Cannot find module 'express'", premise},
		{"near miss: missing file", "go", 0, "", "open /etc/app/config.yaml: no such file or directory", premise},
		{"near miss: quota", "openai", 429, "insufficient_quota", "OpenAI API error: 429 Too Many Requests", premise},
	})
	for _, m := range []string{"missing required model_id parameter", "Expected a non-empty value for `model_id` but received ''"} {
		if r := Classify(Input{Protocol: "anthropic", Message: m}); r.Kind != invalid || r.Reason == "" || r.Reason[:3] == "low" {
			t.Errorf("%q: got %s (%s), want a confident invalid", m, r.Kind, r.Reason)
		}
	}
	if sdkEmptyParam("missing required file: config.yaml parameter") || sdkEmptyParam("the request is missing required parameter") {
		t.Error("sdkEmptyParam took a sentence for the SDK's shape")
	}
}

// TestGeneralise1453SDKPathRouterMiss: a router's bare 404 (FastAPI's
// {"detail":"Not Found"}, Go's "404 page not found", Express's "Cannot POST
// /", nginx's page) to a vendor SDK's own fixed path, quoted with its URL
// (anthropic-sdk-go's `POST "http://h/x/v1/messages": 404 Not Found ...`),
// reads by the base-URL rule (llmendpoint.go): the SDK built the path, so
// the base URL's prefix is wrong, premise, with confidence. Captured live
// with anthropic-sdk-go v2.15.0 against a router that does not serve the
// prefix. Near misses: the vendor's own envelope (a model not found) stays
// invalid, a missing file stays premise, and a plain HTTP tool's URL
// without an SDK path keeps its route reading.
func TestGeneralise1453SDKPathRouterMiss(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"fastapi detail", "anthropic", 404, "", `POST "http://gw.internal:4000/litellm/v1/messages": 404 Not Found {"detail":"Not Found"}`, premise},
		{"go mux", "anthropic", 404, "", `POST "http://127.0.0.1:8080/proxy/v1/messages": 404 Not Found 404 page not found`, premise},
		{"express", "", 404, "", `POST "http://localhost:3000/api/chat/completions": 404 Not Found Cannot POST /api/chat/completions`, premise},
		{"nginx page", "anthropic", 404, "", `POST "https://llm.example.com/anthropic/v1/messages": 404 Not Found <html><head><title>404 Not Found</title></head><body><center><h1>404 Not Found</h1></center><hr><center>nginx</center></body></html>`, premise},
		// near misses
		{"vendor model envelope", "anthropic", 404, "not_found_error", `POST "https://api.anthropic.com/v1/messages": 404 Not Found {"type":"error","error":{"type":"not_found_error","message":"model: claude-x"}}`, invalid},
		{"vendor file missing", "anthropic", 404, "not_found_error", `GET "https://api.anthropic.com/v1/files/file_1": 404 Not Found {"type":"error","error":{"type":"not_found_error","message":"File not found: file_1"}}`, premise},
		{"plain tool route", "http", 404, "", `Cannot POST /api/ordrs`, invalid},
	})
	for _, m := range []string{
		`POST "http://gw.internal:4000/litellm/v1/messages": 404 Not Found {"detail":"Not Found"}`,
		`POST "http://10.0.0.5/v1/chat/completions": 404 Not Found {"error":"Not Found"}`,
	} {
		if r := Classify(Input{Protocol: "anthropic", Status: 404, Message: m}); r.Kind != premise || r.Reason[:3] == "low" {
			t.Errorf("%q: got %s (%s), want a confident premise", m, r.Kind, r.Reason)
		}
	}
}

// TestGeneralise1453CloudflareEdge: Cloudflare's edge 5xx for an origin
// that failed the proxied request (520 unknown error, 521 web server down,
// 522 connection timed out, 523 origin unreachable, 524 a timeout occurred;
// developers.cloudflare.com cloudflare-5xx-errors) are transient by the
// status, with confidence, whatever terse body ("error code: 520") the
// edge sends; captured live as anthropic-sdk-go v2.15.0 renders a 520.
// Near misses: 525 and 526 (the origin's TLS) stay premise, and a 529
// overloaded_error keeps its vendor reading.
func TestGeneralise1453CloudflareEdge(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"520 sdk", "anthropic", 520, "", `POST "https://api.example.com/v1/messages": 520  error code: 520`, transient},
		{"521", "http", 521, "", "error code: 521", transient},
		{"522", "http", 522, "", "error code: 522", transient},
		{"523", "", 523, "", "error code: 523", transient},
		{"524", "http", 524, "", "error code: 524", transient},
		{"near miss: 526", "http", 526, "", "error code: 526", premise},
		{"near miss: 525", "http", 525, "", "error code: 525", premise},
	})
	for _, s := range []int{520, 521, 522, 523, 524} {
		if r := Classify(Input{Protocol: "http", Status: s, Message: "error code: " + itoa(s)}); r.Reason[:3] == "low" {
			t.Errorf("%d: got %s (%s), want a confident transient", s, r.Kind, r.Reason)
		}
	}
}
