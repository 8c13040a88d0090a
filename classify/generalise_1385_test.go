package classify

import "testing"

// First run at 395e60e6: 35/40 overall, 17/21 tricky.
// Tolerated: i1385-gemini-prompt-blocked: ambiguous vs denied (ruling): docs/taxonomy.md reads Gemini's promptFeedback.blockReason ambiguous (sets 549, 1249); the set's label read the blocked prompt as a policy refusal.
func TestIndependentCases1385(t *testing.T) {
	runIndependent(t, "testdata/independent1385.jsonl", true, "i1385-gemini-prompt-blocked")
}

// TestGeneralise1385GoogleCredentialLocation: a Google v1 error item's
// location names the part of the request at fault; "required" or
// "invalid" at the Authorization header (locationType header), or under a
// 401, is the credential missing or bad, denied, not a missing argument
// (Cloud Storage JSON API status codes page, 401 "Login Required").
// Near misses: "required" at a parameter (Requester Pays' userProject, a
// field) stays invalid.
func TestGeneralise1385GoogleCredentialLocation(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gcs login required", "http", 401, "", `{"error":{"errors":[{"domain":"global","reason":"required","message":"Login Required","locationType":"header","location":"Authorization"}],"code":401,"message":"Login Required"}}`, denied},
		{"login required under 400 at the header", "http", 400, "", `{"error":{"errors":[{"domain":"global","reason":"required","message":"Login Required","locationType":"header","location":"Authorization"}],"code":400,"message":"Login Required"}}`, denied},
		{"invalid at the header", "http", 400, "", `{"error":{"errors":[{"domain":"global","reason":"invalid","message":"Invalid value","locationType":"header","location":"Authorization"}],"code":400,"message":"Invalid value"}}`, denied},
		{"required under 401 without location", "http", 401, "", `{"error":{"errors":[{"domain":"global","reason":"required","message":"Login Required"}],"code":401,"message":"Login Required"}}`, denied},
		// near misses
		{"requester pays userProject", "http", 400, "", `{ "error": { "errors": [ { "domain": "global", "reason": "required", "message": "Bucket is requester pays bucket but no user project provided." } ], "code": 400, "message": "Bucket is requester pays bucket but no user project provided." } }`, invalid},
		{"required at a parameter", "http", 400, "", `{"error":{"errors":[{"domain":"global","reason":"required","message":"Required parameter: project","locationType":"parameter","location":"project"}],"code":400,"message":"Required parameter: project"}}`, invalid},
		{"invalid at a parameter", "http", 400, "", `{"error":{"errors":[{"domain":"global","reason":"invalid","message":"Invalid value for: maxResults","locationType":"parameter","location":"maxResults"}],"code":400,"message":"Invalid value for: maxResults"}}`, invalid},
	})
}

// TestGeneralise1385RateIn410: a 410 whose body says the call went too
// fast is a wait, not a gone resource: Cloud Storage's older answer to
// resumable uploads over the per-object mutation limit ("The total number
// of changes to the object ... exceeds the rate limit. Please reduce the
// rate of create, update, and delete requests."; learningequality/studio
// #964). Near misses: a 410 with no rate words stays premise (also when
// a dumped X-Ratelimit-Limit header names a rate limit), and a 410
// "already deleted" stays conflict.
func TestGeneralise1385RateIn410(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gcs 410 change rate", "", 410, "", "GoogleAPICallError: 410 PUT https://www.googleapis.com/upload/storage/v1/b/b/o?uploadType=resumable&upload_id=x: The total number of changes to the object b/a.png exceeds the rate limit. Please reduce the rate of create, update, and delete requests.", transient},
		{"410 too many requests", "http", 410, "", `{"error":"Too many requests for this object, slow down"}`, transient},
		{"410 reduce your request rate", "http", 410, "", "Please reduce your request rate.", transient},
		// near misses
		{"410 gone", "http", 410, "", `{"error":"The requested resource is no longer available"}`, premise},
		{"410 already deleted", "http", 410, "", `{"code":"rest_already_trashed","message":"The post has already been deleted."}`, conflict},
		{"410 https required", "http", 410, "", "HTTP is not allowed; use HTTPS.", invalid},
		{"410 deleted with a rate-limit header in the dump", "", 410, "", "(410)\nReason: Gone\nHTTP response headers: HTTPHeaderDict({'Content-Type': 'application/json', 'X-Ratelimit-Limit': '100'})\nHTTP response body: {\"error\":{\"error_msg\":\"This item has been removed.\",\"error_name\":\"deleted\"}}\n", premise},
	})
}

// TestGeneralise1385PubSubOrderingPaused: Pub/Sub's ordered publishing
// after a failed publish pauses the key until ResumePublish, in each
// client's words: Go "paused due to previous error", Rust "the ordering
// key was paused" (google-cloud-rust PublishError::OrderingKeyPaused),
// Java "Execution cancelled because executing previous runnable failed."
// (SequentialExecutorService), Python's PublishToPausedOrderingKeyException.
// A state to change (premise), not a wait. Near misses: an ordering key set
// without ordering enabled stays invalid; an ordinary cancel is not this.
func TestGeneralise1385PubSubOrderingPaused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"rust", "", 0, "", "the ordering key was paused", premise},
		{"java", "", 0, "", "Execution cancelled because executing previous runnable failed", premise},
		{"java with class", "", 0, "", "java.util.concurrent.CancellationException: Execution cancelled because executing previous runnable failed.", premise},
		{"python class", "", 0, "", "google.cloud.pubsub_v1.publisher.exceptions.PublishToPausedOrderingKeyException", premise},
		{"go", "go", 0, "", "pubsub: Publishing for ordering key, k1, paused due to previous error. Call topic.ResumePublish(orderingKey) before resuming publishing", premise},
		// near misses
		{"ordering key without ordering", "go", 0, "", "pubsub: cannot publish ordered message with ordering key but an orderingKey was set", invalid},
		{"plain cancel keeps its caller-cancel reading", "go", 0, "", "context canceled", denied},
	})
}
